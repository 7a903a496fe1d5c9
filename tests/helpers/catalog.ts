/** The global id of a node as Relay and the input types use it (base64 of `Type:databaseId`, Pothos' default). */
export function globalId(typename: 'Product' | 'Category' | 'SubCategory' | 'Review', databaseId: string): string {
  return Buffer.from(`${typename}:${databaseId}`).toString('base64');
}
