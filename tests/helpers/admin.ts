import { LOGIN } from './auth.js';
import type { TestApp } from './test-app.js';

/** Signs in the seeded admin and returns an access token. */
export async function adminToken(t: TestApp): Promise<string> {
  const result = await t.graphql(LOGIN, { input: { email: 'admin@isoko.rw', password: 'Admin@12345' } }, { clientAddress: '192.0.2.250' });
  if (result.data?.login.__typename !== 'LoginPayload') throw new Error(`admin login failed: ${JSON.stringify(result)}`);
  return result.data.login.accessToken;
}
