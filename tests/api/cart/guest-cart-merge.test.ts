import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER, signUpAndLogin, VIEWER } from '../../helpers/auth.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { addToCart, CART, createProduct, globalIdOf, MERGE_GUEST_CART, productGlobalId } from '../../helpers/shop-fixtures.js';
import { graphql, member, having, type VariablesOf } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Line = { productId: string; quantity: number };
const merge = (token: string | null, lines: VariablesOf<typeof MERGE_GUEST_CART>['input']['lines']) => t.graphql(MERGE_GUEST_CART, { input: { lines } }, token ? { token } : {});
const guestLine = (productId: string, quantity: number): Line => ({ productId: productGlobalId(productId), quantity });
const quantities = async (userId: string) =>
  Object.fromEntries((await t.db.cartLine.findMany({ where: { userId }, select: { productId: true, quantity: true } })).map((line) => [line.productId, line.quantity]));

describe('mergeGuestCart', () => {
  it("adds the guest's quantities to the account's lines and creates the missing ones", async () => {
    const shopper = await signUpAndLogin(t);
    const rice = await createProduct(t, { price: 1000, stock: 10 });
    const beans = await createProduct(t, { price: 500, stock: 10 });
    await addToCart(t, shopper.accessToken, rice.id, 2);

    const result = await merge(shopper.accessToken, [guestLine(rice.id, 3), guestLine(beans.id, 4)]);
    expect(result.data?.mergeGuestCart).toMatchObject({
      __typename: 'MergeGuestCartPayload',
      cart: { totalQuantity: 9, lineCount: 2, subtotal: 5 * 1000 + 4 * 500 },
      unavailableProductIds: [],
      cappedProductIds: [],
    });
    expect(await quantities(shopper.userId)).toEqual({ [rice.id]: 5, [beans.id]: 4 });
    const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
    expect(cart.data?.viewer!.cart.lines.map((line: { product: { databaseId: string } }) => line.product.databaseId)).toEqual([rice.id, beans.id]);
  });

  it('caps a merged quantity at the stock and names the product, never lowering a line already beyond it', async () => {
    const shopper = await signUpAndLogin(t);
    const scarce = await createProduct(t, { stock: 4 });
    const shrunk = await createProduct(t, { stock: 5 });
    await addToCart(t, shopper.accessToken, scarce.id, 3);
    await addToCart(t, shopper.accessToken, shrunk.id, 5);
    await t.db.product.update({ where: { id: shrunk.id }, data: { stock: 2 } });

    const result = await merge(shopper.accessToken, [guestLine(scarce.id, 3), guestLine(shrunk.id, 1)]);
    expect(result.data?.mergeGuestCart).toMatchObject({
      __typename: 'MergeGuestCartPayload',
      cappedProductIds: [productGlobalId(scarce.id), productGlobalId(shrunk.id)],
      unavailableProductIds: [],
    });
    expect(await quantities(shopper.userId)).toEqual({ [scarce.id]: 4, [shrunk.id]: 5 });
  });

  it('leaves out products deleted from the shop or out of stock and names them, merging the rest', async () => {
    const shopper = await signUpAndLogin(t);
    const kept = await createProduct(t, { stock: 10 });
    const deleted = await createProduct(t, { stock: 10, deletedAt: new Date() });
    const soldOut = await createProduct(t, { stock: 0 });

    const result = await merge(shopper.accessToken, [guestLine(deleted.id, 1), guestLine(kept.id, 2), guestLine(soldOut.id, 1)]);
    expect(result.data?.mergeGuestCart).toMatchObject({
      __typename: 'MergeGuestCartPayload',
      cart: { totalQuantity: 2, lineCount: 1 },
      unavailableProductIds: [productGlobalId(deleted.id), productGlobalId(soldOut.id)],
    });
    expect(await quantities(shopper.userId)).toEqual({ [kept.id]: 2 });
  });

  it('refuses bad input with a clear message naming the line, and changes nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 10 });
    const other = await createProduct(t, { stock: 10 });
    await addToCart(t, shopper.accessToken, product.id, 1);
    const cases: { lines: Line[]; message: RegExp; field: string | null }[] = [
      { lines: [guestLine(other.id, 1), guestLine('c0000000000000000000unknown', 1)], message: /does not exist/, field: 'lines.1.productId' },
      { lines: [guestLine(other.id, 1), guestLine(product.id, 0)], message: /Quantity must be a whole number from 1 to 1000/, field: 'lines.1.quantity' },
      { lines: [guestLine(other.id, -2)], message: /Quantity must be a whole number from 1 to 1000/, field: 'lines.0.quantity' },
      { lines: [guestLine(other.id, 1001)], message: /Quantity must be a whole number from 1 to 1000/, field: 'lines.0.quantity' },
      { lines: [guestLine(other.id, 2), guestLine(other.id, 1)], message: /only once/, field: 'lines.1.productId' },
      { lines: Array.from({ length: 101 }, () => guestLine(other.id, 1)), message: /at most 100 products/, field: 'lines' },
    ];
    for (const { lines, message, field } of cases) {
      const result = await merge(shopper.accessToken, lines);
      expect(result.data?.mergeGuestCart, JSON.stringify(lines).slice(0, 120)).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field });
      expect(having(result.data?.mergeGuestCart, 'message').message).toMatch(message);
    }
    // A global id of another type is no product id at all.
    const wrongType = await merge(shopper.accessToken, [{ productId: globalIdOf('Category', other.id), quantity: 1 }]);
    expect(wrongType.data?.mergeGuestCart ?? wrongType.errors).toBeTruthy();
    expect(wrongType.data?.mergeGuestCart?.__typename).not.toBe('MergeGuestCartPayload');
    expect(await quantities(shopper.userId)).toEqual({ [product.id]: 1 });
  });

  it('needs a signed-in viewer', async () => {
    const product = await createProduct(t, { stock: 10 });
    const before = await t.db.cartLine.count();
    const result = await merge(null, [guestLine(product.id, 1)]);
    expect(result.data?.mergeGuestCart).toMatchObject({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
    expect(await t.db.cartLine.count()).toBe(before);
  });

  it("merges an empty guest cart harmlessly and answers with the account's cart", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 700, stock: 10 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const result = await merge(shopper.accessToken, []);
    expect(result.data?.mergeGuestCart).toMatchObject({ __typename: 'MergeGuestCartPayload', cart: { totalQuantity: 2, total: 1400 }, unavailableProductIds: [] });
    expect(await quantities(shopper.userId)).toEqual({ [product.id]: 2 });
  });
});

describe('register', () => {
  const REGISTER_WITH_TOKENS = graphql(`
    mutation Register($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on RegisterPayload { accessToken refreshToken user { databaseId email } }
        ... on Error { message }
      }
    }
  `);
  const password = 'Umuhinzi#2026';
  const input = (email: string, signIn?: boolean) => ({ name: 'New Guest', email, password, confirmPassword: password, ...(signIn === undefined ? {} : { signIn }) });

  it('with signIn, signs the new account in at once: the answer carries tokens that work as those of a login', async () => {
    const email = `new-guest-${Date.now()}@example.rw`;
    const result = await t.graphql(REGISTER_WITH_TOKENS, { input: input(email, true) }, { clientAddress: '203.0.113.77' });
    expect(result.data?.register).toMatchObject({ __typename: 'RegisterPayload', user: { email } });
    const viewer = await t.graphql(VIEWER, {}, { token: member(result.data?.register, 'RegisterPayload').accessToken });
    expect(viewer.data?.viewer).toMatchObject({ email });
    expect(await t.db.session.count({ where: { userId: member(result.data?.register, 'RegisterPayload').user.databaseId } })).toBe(1);
    // Signed in, the guest cart can be merged straight away.
    const product = await createProduct(t, { stock: 3 });
    const merged = await merge(member(result.data?.register, 'RegisterPayload').accessToken, [guestLine(product.id, 2)]);
    expect(merged.data?.mergeGuestCart).toMatchObject({ __typename: 'MergeGuestCartPayload', cart: { totalQuantity: 2 } });
  });

  it('without signIn, opens no session and answers no tokens, as before', async () => {
    const email = `plain-${Date.now()}@example.rw`;
    const result = await t.graphql(REGISTER_WITH_TOKENS, { input: input(email) }, { clientAddress: '203.0.113.78' });
    expect(result.data?.register).toMatchObject({ __typename: 'RegisterPayload', accessToken: null, refreshToken: null, user: { email } });
    expect(await t.db.session.count({ where: { userId: member(result.data?.register, 'RegisterPayload').user.databaseId } })).toBe(0);
    const again = await t.graphql(REGISTER, { input: input(email, true) }, { clientAddress: '203.0.113.78' });
    expect(again.data?.register).toMatchObject({ __typename: 'ConflictError', field: 'email' });
  });
});
