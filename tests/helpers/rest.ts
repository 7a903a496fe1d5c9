import { expect } from 'vitest';
import { assertDocumented, recordExample } from './rest-contract.js';
import type { TestApp } from './test-app.js';

export interface RestOptions {
  body?: unknown;
  token?: string | null;
  /** Raw Cookie header, e.g. from cookiesFrom(). */
  cookie?: string;
  headers?: Record<string, string>;
  form?: FormData;
  clientAddress?: string;
}

export interface RestResponse<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

/**
 * Calls a legacy /api path the way the old shop's axios client does (JSON body, bearer or cookies), and fails
 * the test when the answer (status, content type, headers, body) is not the one /api/openapi.json documents.
 */
export async function rest<Body = any>(t: TestApp, method: string, path: string, options: RestOptions = {}): Promise<RestResponse<Body>> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': options.clientAddress ?? '203.0.113.20', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await t.request(`/api${path}`, { method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  const parsed: unknown = type.includes('application/json') ? await response.json() : await response.text();
  const answer = { status: response.status, body: parsed, headers: response.headers };
  assertDocumented(method.toUpperCase(), path, answer);
  recordExample(method.toUpperCase(), path, answer);
  return { status: response.status, body: parsed as Body, headers: response.headers };
}

/** The Cookie header a browser would send back after a response's Set-Cookie headers. */
export function cookiesFrom(response: RestResponse): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A refusal in the legacy envelope: `status`, `{ error: true, success: false }` and, when given, its message. */
export function expectRefused(answer: RestResponse, status: number, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: true, success: false });
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}
