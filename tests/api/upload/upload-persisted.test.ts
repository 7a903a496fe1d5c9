import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';

// The web app sends only persisted ids, files included: a multipart request whose `operations` carry the doc_id.
const manifest = join(TEST_ROOT, `persisted-upload-${process.pid}.json`);
const AVATAR_DOC_ID = 'useUpdateAvatarMutation_test';

let t: TestApp;
let token: string;
beforeAll(async () => {
  writeFileSync(
    manifest,
    JSON.stringify({
      [AVATAR_DOC_ID]:
        'mutation useUpdateAvatarMutation($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename ... on UpdateAvatarPayload { user { avatar } } ... on Error { message } } }',
    }),
  );
  t = await startTestApp({ PERSISTED_OPERATIONS_FILE: manifest, PERSISTED_OPERATIONS_ONLY: 'true' });
  // Signed in through the REST adapter: this server runs persisted GraphQL operations only.
  const login = await rest(t, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
  token = login.body.data.accesstoken as string;
});
afterAll(() => t.close());

/** A GraphQL multipart request as the web app's network layer builds it. */
async function postAvatar(operations: Record<string, unknown>, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b91c1c' } }).png().toBuffer();
  form.append('0', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.77', ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] } };
}

describe('persisted operations sent as multipart uploads', () => {
  it('runs the persisted avatar upload by its doc_id and stores the picture', async () => {
    const answer = await postAvatar({ doc_id: AVATAR_DOC_ID, variables: { input: { file: null } } }, { 'x-graphql-yoga-csrf': '1' });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateAvatar.__typename).toBe('UpdateAvatarPayload');
    expect(answer.body.data?.updateAvatar.user.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
  });

  it('refuses a document that is not persisted, and a multipart post without the CSRF header', async () => {
    const arbitrary = await postAvatar(
      { query: 'mutation ($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename } }', variables: { input: { file: null } } },
      { 'x-graphql-yoga-csrf': '1' },
    );
    expect(arbitrary.body.errors?.[0]?.message).toBe('Only persisted operations are accepted here: send the doc_id of an operation of the web app.');
    const crossSite = await postAvatar({ doc_id: AVATAR_DOC_ID, variables: { input: { file: null } } });
    expect(crossSite.status).toBe(403);
  });
});
