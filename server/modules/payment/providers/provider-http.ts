import { type z } from 'zod';
import { type PaymentReason, PaymentProviderError } from '../../../errors.js';
import { reasonSentence } from '../payment-reasons.js';
import { providerLabels, type ProviderName } from './provider.js';

/**
 * The plumbing both providers share: one HTTP exchange with a deadline, reading its JSON, and the access token
 * kept until shortly before it expires. Anything that is not a readable answer in time becomes 'unavailable'.
 */

export interface ProviderAnswer {
  status: number;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  json: unknown;
  /** The start of the body as sent, for logs. */
  excerpt: string;
}

/** Answers larger than this are not a provider's JSON; reading stops there. */
const MAX_ANSWER_CHARACTERS = 64 * 1024;

/** One request to a provider; only transport failures throw, every HTTP status comes back as an answer. */
export async function exchange(
  provider: ProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // The deadline covers reading the body too; a provider that redirects is not the one configured.
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw unavailable(provider, timedOut ? `no answer within ${timeoutMs} ms` : `request failed: ${describe(error)}`, error);
  }
  if (text.length > MAX_ANSWER_CHARACTERS) throw unavailable(provider, `answer of ${text.length} characters`);
  return { status, json: parseJson(text), excerpt: text.slice(0, 300) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The answer's JSON in the expected shape, or 'unavailable': a provider answering nonsense is as good as down. */
export function readAnswer<Schema extends z.ZodType>(provider: ProviderName, answer: ProviderAnswer, schema: Schema, what: string): z.output<Schema> {
  const result = schema.safeParse(answer.json);
  if (result.success) return result.data;
  throw unavailable(provider, `unexpected ${what} (HTTP ${answer.status}): ${answer.excerpt}`);
}

export function unavailable(provider: ProviderName, detail: string, cause?: unknown): PaymentProviderError {
  return new PaymentProviderError(
    provider,
    'unavailable',
    `${providerLabels[provider]} is not available right now. Please try again in a few minutes, or choose another way to pay.`,
    detail,
    cause === undefined ? undefined : { cause },
  );
}

export function rejected(provider: ProviderName, reason: PaymentReason, detail: string): PaymentProviderError {
  return new PaymentProviderError(provider, 'rejected', reasonSentence(reason, providerLabels[provider]), detail, { reason });
}

export function duplicate(provider: ProviderName, detail: string): PaymentProviderError {
  return new PaymentProviderError(provider, 'duplicate', `${providerLabels[provider]} already has a request with this reference.`, detail);
}

export function notFound(provider: ProviderName, detail: string): PaymentProviderError {
  return new PaymentProviderError(provider, 'not-found', `${providerLabels[provider]} has no payment with this reference.`, detail);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/**
 * Text for a provider's message fields: MTN refuses some punctuation (an apostrophe) and more than 160
 * characters, so only letters, digits, spaces and plain punctuation go out.
 */
export function plainText(text: string, maxLength: number): string {
  return text
    .normalize('NFC')
    .replace(/['\u2019`]/g, '')
    .replace(/[^\p{L}\p{N} .,:;#/()+-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/**
 * An access token kept until shortly before it expires (a tenth of its life, at most a minute), so it is never
 * sent as it runs out. Callers arriving while a token is being fetched wait for that same request.
 */
export class AccessTokens {
  private current: { value: string; renewAt: number } | null = null;
  private inFlight: Promise<string> | null = null;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly clock: () => number,
  ) {}

  get(): Promise<string> {
    if (this.current && this.clock() < this.current.renewAt) return Promise.resolve(this.current.value);
    this.inFlight ??= this.renew();
    return this.inFlight;
  }

  /** Drops a token the provider no longer accepts (revoked, or its clock runs ahead of ours). */
  forget(token: string): void {
    if (this.current?.value === token) this.current = null;
  }

  private async renew(): Promise<string> {
    const requestedAt = this.clock();
    try {
      const issued = await this.issue();
      const lifetimeMs = issued.expiresInSeconds * 1000;
      this.current = { value: issued.accessToken, renewAt: requestedAt + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
      return issued.accessToken;
    } finally {
      this.inFlight = null;
    }
  }
}

/** Sends with the current token; a 401 gets one more try with a fresh token before it counts. */
export async function withToken(tokens: AccessTokens, send: (token: string) => Promise<ProviderAnswer>): Promise<ProviderAnswer> {
  const token = await tokens.get();
  const answer = await send(token);
  if (answer.status !== 401) return answer;
  tokens.forget(token);
  return send(await tokens.get());
}
