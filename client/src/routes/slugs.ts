/**
 * The id at the end of a slug-id URL segment ("fresh-milk-42" -> "42", "fresh-milk-cmwt4zh..." -> "cmwt4zh..."), or
 * null when there is none. Database ids are cuids (letters and digits, never a hyphen), so the id is the last part.
 */
export function idFromSlug(segment: string | undefined): string | null {
  const match = /(?:^|-)([A-Za-z0-9]+)$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** A slug-id URL segment: the name made URL-safe, then the id ("Fresh Milk", 42 -> "fresh-milk-42"). */
export function slugId(slug: string, id: string): string {
  return slug ? `${slug}-${id}` : id;
}
