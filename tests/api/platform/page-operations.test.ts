import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersistedOperations } from '../../../server/graphql/protections.js';
import { pageOperations } from '../../../server/pages/page-operations.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

// The operations of server-rendered pages are answered in process, on the schema directly: they must answer exactly
// as /graphql answers the web app's own request, in the page's language and as a visitor.
let shop: TestApp;
let persisted: Map<string, string>;
const idOf = (name: string) => [...persisted].find(([, text]) => text.startsWith(`query ${name}`))![0];

beforeAll(async () => {
  shop = await startTestApp();
  persisted = loadPersistedOperations(shop.app.services.config.PERSISTED_OPERATIONS_FILE);
});
afterAll(() => shop.close());

describe('page operations in process', () => {
  it("answer a product page's and the layout's queries as /graphql does, in the page's language, as a visitor", async () => {
    // On a promotion, so that the answer holds times (DateTime): the page must be rendered from the very values the
    // browser hydrates it from, the ISO texts of the JSON answer, not Date objects.
    const product = await shop.db.product.findFirstOrThrow({ where: { deletedAt: null, nameRw: { not: '' }, onPromotion: true, promotionEndTime: { gt: new Date() } } });
    const answer = pageOperations(shop.app.services, persisted);
    for (const [name, variables] of [
      ['ProductRouteQuery', { databaseId: product.id }],
      ['AppLayoutRouteQuery', {}],
    ] as const) {
      const id = idOf(name);
      const inProcess = await answer({ id, name, variables }, 'rw');
      const overHttp = (await (
        await shop.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'rw' }, body: JSON.stringify({ doc_id: id, variables }) })
      ).json()) as unknown;
      expect(inProcess.errors).toBeUndefined();
      expect(inProcess).toEqual(overHttp);
    }
    const times = await answer({ id: idOf('ProductRouteQuery'), name: 'ProductRouteQuery', variables: { databaseId: product.id } }, 'en');
    expect(JSON.stringify(times.data)).toContain(`"${product.promotionEndTime!.toISOString()}"`);
    const rw = await answer({ id: idOf('ProductRouteQuery'), name: 'ProductRouteQuery', variables: { databaseId: product.id } }, 'rw');
    expect((rw.data as { product: { localName: string } }).product.localName).toBe(product.nameRw);
    expect((rw.data as { viewer: unknown }).viewer).toBeNull();
  });

  it('refuses an operation that is not one of the web app\'s persisted ones', async () => {
    const answer = pageOperations(shop.app.services, persisted);
    await expect(answer({ id: 'no-such-id', name: 'MadeUpQuery', variables: {} }, 'en')).rejects.toThrow('MadeUpQuery is not a persisted operation');
    const broken = pageOperations(shop.app.services, new Map([['bad', 'query Broken { noSuchField }']]));
    await expect(broken({ id: 'bad', name: 'Broken', variables: {} }, 'en')).rejects.toThrow('Broken does not fit the schema');
  });
});
