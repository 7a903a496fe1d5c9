import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, REGISTER, signUpAndLogin } from '../../helpers/auth.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member, documentText } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SET_LANGUAGE = graphql(`
  mutation SetLanguage($input: SetLanguageInput!) {
    setLanguage(input: $input) {
      __typename
      ... on SetLanguagePayload { viewer { databaseId language } }
      ... on Error { message code }
    }
  }
`);

const VIEWER_LANGUAGE = graphql(`
  query { viewer { databaseId language } }
`);

describe('setLanguage', () => {
  it("stores the shopper's language and returns the viewer with it, so the web app's store updates", async () => {
    const shopper = await signUpAndLogin(t);
    const before = await t.graphql(VIEWER_LANGUAGE, {}, { token: shopper.accessToken });
    expect(before.data?.viewer).toEqual({ databaseId: shopper.userId, language: 'EN' });

    const answer = await t.graphql(SET_LANGUAGE, { input: { language: 'RW' } }, { token: shopper.accessToken });
    expect(answer.data?.setLanguage).toEqual({ __typename: 'SetLanguagePayload', viewer: { databaseId: shopper.userId, language: 'RW' } });

    const french = await t.graphql(SET_LANGUAGE, { input: { language: 'FR' } }, { token: shopper.accessToken });
    expect(member(french.data?.setLanguage, 'SetLanguagePayload').viewer.language).toBe('FR');
    const after = await t.graphql(VIEWER_LANGUAGE, {}, { token: shopper.accessToken });
    expect(after.data?.viewer).toEqual({ databaseId: shopper.userId, language: 'FR' });
    // The REST adapter reads the same record (legacy clients and e-mails agree with the web app).
    const legacy = await t.request('/api/user/user-details', { headers: { authorization: `Bearer ${shopper.accessToken}` } });
    expect(((await legacy.json()) as { data: { language: string } }).data.language).toBe('fr');
  });

  it('asks a visitor to log in and changes nothing', async () => {
    const answer = await t.graphql(SET_LANGUAGE, { input: { language: 'RW' } });
    expect(answer.data?.setLanguage).toEqual({ __typename: 'UnauthenticatedError', message: 'Please Login', code: 'UNAUTHENTICATED' });
  });

  it('saves the language the shopper signs in or registers in; a sign-in without one keeps the account\'s', async () => {
    const email = `languages-${Date.now()}@example.rw`;
    const password = 'Umuhinzi#2026';
    const registered = await t.graphql(REGISTER, { input: { name: 'Aline', email, password, confirmPassword: password, language: 'RW' } });
    expect(registered.data?.register.__typename).toBe('RegisterPayload');
    const languageOf = async () => (await t.db.user.findUniqueOrThrow({ where: { email }, select: { language: true } })).language;
    expect(await languageOf()).toBe('rw');

    // Chose Français before signing in: the sign-in saves it.
    const french = await t.graphql(LOGIN, { input: { email, password, language: 'FR' } });
    expect(french.data?.login.__typename).toBe('LoginPayload');
    expect(await languageOf()).toBe('fr');
    // An old client that sends none changes nothing.
    expect((await t.graphql(LOGIN, { input: { email, password } })).data?.login.__typename).toBe('LoginPayload');
    expect(await languageOf()).toBe('fr');
  });

  it('refuses a language the shop does not speak at sign-in, signing nobody in', async () => {
    const shopper = await signUpAndLogin(t);
    // A language the schema does not have, on purpose: sent unchecked.
    const answer = await t.graphqlText(documentText(LOGIN), { input: { email: shopper.email, password: shopper.password, language: 'DE' } });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toContain('Language');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).language).toBe('en');
  });
});
