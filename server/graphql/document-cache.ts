import { LRUCache } from 'lru-cache';

/**
 * Heap bytes a parsed document takes per character of its text, measured on the web app's persisted operations
 * (graphql-js's AST with locations: every token is kept, linked to the next). With the text itself as the key
 * (up to 2 bytes a character), an entry is sized from its text alone, before or without parsing it.
 */
const AST_BYTES_PER_CHARACTER = 42;
const KEY_BYTES_PER_CHARACTER = 2;
const ENTRY_OVERHEAD_BYTES = 256;

/** Estimated bytes of a cached parse of `text` (its AST or its parse error, and the key). */
export function parsedDocumentBytes(text: string): number {
  return text.length * (AST_BYTES_PER_CHARACTER + KEY_BYTES_PER_CHARACTER) + ENTRY_OVERHEAD_BYTES;
}

/**
 * A cache keyed by GraphQL document text, bounded by bytes: clients may send any text (up to the body limit), so
 * a count of entries alone would let a thousand large documents hold gigabytes. The least recently used go first;
 * a single entry larger than the whole bound is not kept.
 */
export function documentCache<V extends object>(maxBytes: number, entryBytes: (text: string) => number = parsedDocumentBytes): LRUCache<string, V> {
  return new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: (_value, text) => Math.max(1, entryBytes(text)) });
}
