import SchemaBuilder from '@pothos/core';
import { getNamedType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import FieldCachePlugin, { cacheDeclarations } from '../../server/cache/field-cache.js';
import { documentParser } from '../../server/cache/graphql-response-cache.js';
import { getDatamodel } from '../../server/generated/pothos-prisma-types.js';
import { schema as shopSchema } from '../../server/graphql/schema.js';

// The response cache keeps an anonymous answer only when every field it selects is declared cacheable on the
// schema: a field nobody declared, such as one just added, is answered fresh for every request.

/** A small shop schema declared with the same plugin: a product with a field added after the others. */
function smallShop() {
  const builder = new SchemaBuilder<{ Context: object }>({
    plugins: [FieldCachePlugin],
    // The shop's other plugins declare these options for every builder; this one does not use them.
    scopeAuth: { authScopes: () => ({}) },
    prisma: { client: () => { throw new Error('no database here'); }, dmmf: getDatamodel() },
  });
  interface Product {
    name: string;
    supplierPrice: number;
  }
  const product: Product = { name: 'Inyange milk', supplierPrice: 600 };
  const ProductType = builder.objectRef<Product>('Product').implement({
    fields: (t) => ({
      name: t.exposeString('name', { cache: 'public' }),
      // Added later, without a declaration.
      supplierPrice: t.exposeInt('supplierPrice'),
    }),
  });
  const CartType = builder.objectRef<{ lines: number }>('Cart').implement({
    fields: (t) => ({ lines: t.exposeInt('lines', { cache: 'public' }) }),
  });
  builder.queryType({
    fields: (t) => ({
      product: t.field({ type: ProductType, cache: 'public', resolve: () => product }),
      arrives: t.string({ cache: 'publicHourly', resolve: () => 'tomorrow' }),
      myCart: t.field({ type: CartType, nullable: true, cache: 'nullWhenSignedOut', resolve: () => null }),
      randomProduct: t.field({ type: ProductType, resolve: () => product }),
    }),
  });
  return builder.toSchema();
}

describe('cacheability declared on the field', () => {
  const parser = documentParser({ schema: smallShop(), maxTokens: 2000, maxDocumentBytes: 64 * 1024 });
  const classified = (query: string) => parser.parse(query)?.operations.get('') ?? null;

  it('caches a query whose every field is declared', () => {
    expect(classified('{ product { name } }')).toEqual({ nodeIds: [], hourly: false });
    expect(classified('{ product { ...Card } } fragment Card on Product { __typename name }')).not.toBeNull();
  });

  it('answers a query fresh when it selects a field without a declaration, however it reaches it', () => {
    expect(classified('{ product { name supplierPrice } }')).toBeNull();
    expect(classified('{ product { ...Card } } fragment Card on Product { name supplierPrice }')).toBeNull();
    expect(classified('{ product { ... on Product { supplierPrice } } }')).toBeNull();
    expect(classified('{ randomProduct { name } }')).toBeNull();
    expect(classified('{ __schema { queryType { name } } }')).toBeNull();
  });

  it('keeps answers with an hourly field until the hour, and skips fields that are null when signed out', () => {
    expect(classified('{ arrives product { name } }')).toEqual({ nodeIds: [], hourly: true });
    // Only anonymous requests are looked up: for them myCart is null, whatever it selects.
    expect(classified('{ myCart { lines } product { name } }')).toEqual({ nodeIds: [], hourly: false });
  });
});

describe("the shop's declarations", () => {
  const declared = cacheDeclarations(shopSchema);

  it('never declare a field that needs a sign-in or a role', () => {
    const guarded: string[] = [];
    for (const type of Object.values(shopSchema.getTypeMap())) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined;
        const coordinate = `${type.name}.${field.name}`;
        const cache = declared.fields.get(coordinate);
        if (options?.authScopes !== undefined && cache !== undefined && cache !== 'nullWhenSignedOut') guarded.push(coordinate);
      }
    }
    expect(guarded).toEqual([]);
  });

  it('lead only to types that declare fields of their own', () => {
    const declaring = new Set([...declared.fields.keys()].map((coordinate) => coordinate.split('.')[0]));
    const deadEnds: string[] = [];
    for (const [coordinate, cache] of declared.fields) {
      if (cache === 'nullWhenSignedOut') continue;
      const [typeName, fieldName] = coordinate.split('.') as [string, string];
      const type = shopSchema.getType(typeName);
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      const returned = getNamedType(type.getFields()[fieldName]!.type);
      if ((isObjectType(returned) || isInterfaceType(returned)) && !declaring.has(returned.name)) deadEnds.push(`${coordinate}: ${returned.name}`);
    }
    expect(deadEnds).toEqual([]);
  });

  it('keep the admin fields of catalogue types uncached', () => {
    expect(declared.fields.has('Product.promoCode')).toBe(false);
    expect(declared.fields.has('DeliveryZone.changes')).toBe(false);
    expect(declared.fields.has('Query.adminProducts')).toBe(false);
  });
});
