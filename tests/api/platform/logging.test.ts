import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlLogging } from '../../../server/graphql/logging.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

interface LogLine {
  level: number;
  msg?: string;
  code?: string;
  err?: { stack?: string };
}

/** A pino logger at debug level whose lines are kept, parsed, for the test to read. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const ERROR = 50;
const INFO = 30;

let t: TestApp;
let captured: ReturnType<typeof capturingLogger>;
beforeAll(async () => {
  captured = capturingLogger();
  t = await startTestApp({ RATE_LIMIT_PROMO_CODE_PER_MINUTE: '5' }, { logger: captured.logger });
});
afterAll(() => t.close());

const ADMIN_ORDERS = graphql('{ adminOrders(first: 1) { edges { node { id } } } }');
const PROMO = graphql('query ($input: ValidatePromoCodeInput!) { validatePromoCode(input: $input) { outcome } }');

describe('log levels', () => {
  it('writes 1,000 refusals a client caused at info, with their code and message, and none at error level', async () => {
    const shopper = await signUpAndLogin(t);
    captured.lines.length = 0;
    const refusals: (() => Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>)[] = [
      () => t.graphql(ADMIN_ORDERS),
      () => t.graphql(ADMIN_ORDERS, {}, { token: shopper.accessToken }),
      () => t.graphql(ADMIN_ORDERS, {}, { token: 'not-a-token' }),
      () => t.graphql(PROMO, { input: { code: 'NOPE' } }, { token: shopper.accessToken, clientAddress: '192.0.2.44' }),
      // A syntax error and an unknown field, on purpose: sent as text, unchecked.
      () => t.graphqlText('{ viewer { name', {}),
      () => t.graphqlText('{ noSuchField }', {}),
    ];
    const codes = new Set<unknown>();
    for (let round = 0; round < 1000 / 50; round += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => refusals[(round * 50 + index) % refusals.length]!()));
      for (const answer of answers) {
        expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
        codes.add(answer.errors![0]!.extensions?.code);
      }
    }
    // The refusals above cover each kind the shop raises on purpose.
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'INVALID_TOKEN', 'RATE_LIMITED', 'VALIDATION']) expect(codes).toContain(code);
    expect(captured.lines.filter((line) => line.level >= ERROR)).toEqual([]);
    const refusalLines = captured.lines.filter((line) => line.level === INFO && line.msg?.startsWith('GraphQL refusal: '));
    expect(refusalLines.length).toBeGreaterThanOrEqual(1000 * (4 / 6) - 1);
    expect(refusalLines.map((line) => line.code)).toEqual(expect.arrayContaining(['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED', 'VALIDATION']));
    for (const line of refusalLines) expect(line.msg!.length).toBeGreaterThan('GraphQL refusal: '.length);
  });

  it('writes REST refusals at info with their code, not at error level', async () => {
    captured.lines.length = 0;
    const answer = await rest(t, 'GET', '/order/order-list');
    expect(answer.status).toBe(401);
    expect(captured.lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(captured.lines).toEqual(expect.arrayContaining([expect.objectContaining({ level: INFO, code: 'UNAUTHENTICATED' })]));
  });

  it('keeps unexpected failures at error level, with their stack', () => {
    const { logger, lines } = capturingLogger();
    graphqlLogging(logger).error(new TypeError('cannot read properties of undefined'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, msg: 'GraphQL operation failed unexpectedly' });
    expect(lines[0]!.err?.stack).toContain('TypeError: cannot read properties of undefined');
  });
});
