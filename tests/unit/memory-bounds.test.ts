import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mutex } from 'async-mutex';
import { buildSchema } from 'graphql';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { DirectSqlite, PREPARED_STATEMENTS_MAX_BYTES, preparedStatementBytes } from '../../server/database/direct-sqlite.js';
import { rows } from '../../server/database/sql-program.js';
import { documentCache, parsedDocumentBytes } from '../../server/graphql/document-cache.js';
import { classifiedDocumentBytes, documentParser } from '../../server/cache/graphql-response-cache.js';
import { IdleCollector } from '../../server/lib/idle-collector.js';
import { ResponseCache } from '../../server/cache/response-cache.js';
import { configureImageCache, loadSharp } from '../../server/modules/upload/sharp.js';

// Every cache of the server is bounded by bytes: filled past its bound, it keeps at most that many bytes and the
// least recently used entry is the one that went.

const KIB = 1024;

/** A distinct document of about `characters` characters. */
const documentText = (index: number, characters: number) => `query Q${index} { products { id } }`.padEnd(characters, ' ');

describe('the response cache', () => {
  it('keeps at most RESPONSE_CACHE_MAX_BYTES of answers, dropping the oldest', async () => {
    const versions = { current: async () => 1, nextTimeChange: async () => null };
    const maxBytes = 1024 * KIB;
    const cache = new ResponseCache(versions, { maxEntries: 5000, maxBytes });
    for (let index = 0; index < 40; index += 1) {
      const lookup = await cache.lookup(`key-${index}`);
      if (!('miss' in lookup)) throw new Error('expected a miss');
      await cache.store(lookup.miss, { status: 200, headers: [], body: new Uint8Array(100 * KIB) });
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size.entries).toBeLessThan(40);
    expect('miss' in (await cache.lookup('key-0'))).toBe(true);
    expect('hit' in (await cache.lookup('key-39'))).toBe(true);
  });
});

describe('GraphQL document caches', () => {
  it("size Yoga's parsed documents by their text and keep at most their bound", () => {
    const maxBytes = 256 * KIB;
    const cache = documentCache<{ parsed: true }>(maxBytes);
    for (let index = 0; index < 100; index += 1) cache.set(documentText(index, 1000), { parsed: true });
    expect(parsedDocumentBytes(documentText(0, 1000))).toBeGreaterThan(40 * 1000);
    expect(cache.calculatedSize).toBeLessThanOrEqual(maxBytes);
    expect(cache.has(documentText(0, 1000))).toBe(false);
    expect(cache.has(documentText(99, 1000))).toBe(true);
  });

  it('keep no document larger than the whole bound', () => {
    const cache = documentCache<Error>(64 * KIB);
    cache.set('#'.repeat(1024 * KIB), new Error('syntax'));
    expect(cache.size).toBe(0);
  });

  it("bound the response cache's classified documents by bytes", () => {
    const schema = buildSchema('type Query { products: [Product] } type Product { id: ID }');
    const maxBytes = 64 * KIB;
    const parser = documentParser({ schema, maxTokens: 2000, maxDocumentBytes: maxBytes });
    for (let index = 0; index < 100; index += 1) expect(parser.parse(documentText(index, 2000))).not.toBeNull();
    expect(classifiedDocumentBytes(documentText(0, 2000))).toBeGreaterThanOrEqual(4000);
    expect(parser.documents.calculatedSize).toBeLessThanOrEqual(maxBytes);
    expect(parser.documents.has(documentText(0, 2000))).toBe(false);
    expect(parser.documents.has(documentText(99, 2000))).toBe(true);
  });
});

describe("libvips' operation cache", () => {
  it('is off unless IMAGE_CACHE_MAX_BYTES gives it room, and then bounded by it', async () => {
    configureImageCache(0);
    const sharp = (await loadSharp()) as unknown as { cache: () => { memory: { max: number }; files: { max: number } } };
    expect(sharp.cache().memory.max).toBe(0);
    configureImageCache(8 * 1024 * KIB);
    await loadSharp();
    await new Promise((settle) => setImmediate(settle));
    expect(sharp.cache().memory.max).toBe(8);
    expect(sharp.cache().files.max).toBe(0);
    configureImageCache(0);
  });
});

describe('the idle collector', () => {
  it('collects once after a burst of requests, never while one is running', () => {
    vi.useFakeTimers();
    try {
      const collect = vi.fn();
      const collector = new IdleCollector(5000, collect);
      collector.requestStarted();
      collector.requestStarted();
      collector.requestEnded();
      vi.advanceTimersByTime(10_000);
      expect(collect).not.toHaveBeenCalled();
      collector.requestEnded();
      vi.advanceTimersByTime(4_000);
      expect(collect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(collect).toHaveBeenCalledTimes(1);
      // Idle without requests: nothing new to give back.
      vi.advanceTimersByTime(60_000);
      expect(collect).toHaveBeenCalledTimes(1);
      collector.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('prepared statements', () => {
  it('keep at most PREPARED_STATEMENTS_MAX_BYTES per connection', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'statements-'));
    const connection = new DirectSqlite(join(directory, 'test.db'), new Mutex());
    try {
      // A SELECT of n numbers: each n is a text of its own, as an IN list of each length is.
      const text = (count: number) => `SELECT ${Array.from({ length: count }, (_, index) => index).join(', ')}`;
      const needed = Math.ceil(PREPARED_STATEMENTS_MAX_BYTES / preparedStatementBytes(null, text(400))) + 20;
      for (let count = 400; count < 400 + needed; count += 1) {
        const [row] = await connection.read(() => rows(sql.raw<Record<string, number>>(text(count))));
        expect(Object.keys(row!)).toHaveLength(count);
      }
      expect(connection.preparedStatements.bytes).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX_BYTES);
      expect(connection.preparedStatements.count).toBeLessThan(needed);
    } finally {
      connection.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
