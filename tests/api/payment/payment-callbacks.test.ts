import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rest } from '../../helpers/rest.js';
import { restDocument } from '../../helpers/rest-contract.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { copyTemplate, startTestApp, type TestApp } from '../../helpers/test-app.js';

// The providers' notification routes take only small bodies, answer a wrong method as every /api path does, are in
// the OpenAPI document, and do not let a stranger fill the log.

type Json = Record<string, any>;

const MIB = 1024 * 1024;
const ROUTES = [
  { method: 'POST', path: '/payments/mtn/callback' },
  { method: 'PUT', path: '/payments/mtn/callback' },
  { method: 'POST', path: '/payments/airtel/callback' },
] as const;
const TOO_LARGE = { message: 'The request body is too large: at most 64 KB is accepted.', error: true, success: false, code: 'PAYLOAD_TOO_LARGE' };
const UNKNOWN_REFERENCE = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

interface LogLine {
  level: number;
  msg?: string;
  clientAddress?: string;
  heldBack?: number;
}

const lines: LogLine[] = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  }),
);
const ignoredCallbacks = () => lines.filter((line) => line.msg?.startsWith('payment callback ignored'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { logger });
});
afterAll(() => t.close());

describe('a notification body', () => {
  it('over 64 KB is refused with 413, whether its length is declared or only streamed', async () => {
    const padding = 'x'.repeat(70 * 1024);
    for (const { method, path } of ROUTES) {
      // Through rest(), so the answer is checked against the document too.
      const declared = await rest(t, method, path, { body: { externalId: UNKNOWN_REFERENCE, status: 'SUCCESSFUL', padding } });
      expect(declared.status, `${method} ${path}`).toBe(413);
      expect(declared.body).toEqual(TOO_LARGE);

      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 16 * 1024;
          controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
          // A body that never ends: only the limit stops the reading.
        },
      });
      const streamed = await t.request(`/api${path}`, { method, headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
      expect(streamed.status, `${method} ${path} streamed`).toBe(413);
      expect(await streamed.json()).toEqual(TOO_LARGE);
      expect(sent).toBeLessThan(256 * 1024);
    }
  });
});

describe('a wrong method on a notification route', () => {
  it("answers 405 with the route's own methods in Allow", async () => {
    for (const method of ['GET', 'DELETE', 'PATCH', 'PROPFIND']) {
      const mtn = await rest(t, method, '/payments/mtn/callback');
      expect(mtn.status, method).toBe(405);
      expect(mtn.headers.get('allow')).toBe('POST, PUT, OPTIONS');
      expect(mtn.body).toMatchObject({ error: true, success: false, code: 'METHOD_NOT_ALLOWED', message: `The ${method} method is not allowed here: use POST or PUT.` });
    }
    const airtel = await rest(t, 'PUT', '/payments/airtel/callback', { body: { transaction: { id: UNKNOWN_REFERENCE, status_code: 'TS' } } });
    expect(airtel.status).toBe(405);
    expect(airtel.headers.get('allow')).toBe('POST, OPTIONS');
    // A path beside them that does not exist is still a 404.
    expect((await rest(t, 'POST', '/payments/mtn/callbacks')).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('documents each notification route: its body, its answer and its refusal of a large body', async () => {
    const served = (await (await t.request('/api/openapi.json')).json()) as Json;
    expect(Object.keys(served.paths['/payments/mtn/callback'])).toEqual(['post', 'put']);
    expect(Object.keys(served.paths['/payments/airtel/callback'])).toEqual(['post']);
    const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
    const ajv = addFormats(new Ajv2020({ allErrors: true, strictTypes: false }));
    const mtnBody = ajv.compile(served.paths['/payments/mtn/callback'].put.requestBody.content['application/json'].schema as Json);
    const airtelBody = ajv.compile(served.paths['/payments/airtel/callback'].post.requestBody.content['application/json'].schema as Json);
    // What the providers send (as the payment tests and the simulator send it) fits; a body naming no payment does not.
    expect(mtnBody({ externalId: UNKNOWN_REFERENCE, status: 'SUCCESSFUL', financialTransactionId: '123456789', amount: '1500' })).toBe(true);
    expect(mtnBody({ externalId: UNKNOWN_REFERENCE, status: 'FAILED', reason: { code: 'APPROVAL_REJECTED' } })).toBe(true);
    expect(mtnBody({ hello: 'world' })).toBe(false);
    expect(airtelBody({ transaction: { id: UNKNOWN_REFERENCE, message: 'Paid', status_code: 'TS', airtel_money_id: 'MP000001' } })).toBe(true);
    expect(airtelBody({ transaction: { id: 'not-a-reference', status_code: 'TS' } })).toBe(false);
    for (const { method, path } of ROUTES) {
      const operation = served.paths[path][method.toLowerCase()] as Json;
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(['200', '413', '500']);
      expect(operation.security).toEqual([]);
    }
    // The answers a provider gets match the document (rest() checks them).
    expect((await rest(t, 'PUT', '/payments/mtn/callback', { body: { externalId: UNKNOWN_REFERENCE, status: 'SUCCESSFUL' } })).body).toBe('');
    const airtel = await rest(t, 'POST', '/payments/airtel/callback', { body: { transaction: { id: UNKNOWN_REFERENCE, status_code: 'TS' } } });
    expect(airtel.body).toEqual({ status: { code: '200', message: 'Received', success: true } });
    expect(restDocument.paths['/payments/mtn/callback']).toEqual(served.paths['/payments/mtn/callback']);
  });
});

describe('noise from strangers', () => {
  afterEach(() => vi.useRealTimers());

  const junk = (clientAddress: string, index: number) => {
    const bodies: [string, string, unknown][] = [
      ['PUT', '/payments/mtn/callback', { hello: 'world' }],
      ['POST', '/payments/mtn/callback', { externalId: UNKNOWN_REFERENCE, status: 'SUCCESSFUL' }],
      ['POST', '/payments/airtel/callback', { transaction: { id: 'forged', status_code: 'TS' } }],
    ];
    const [method, path, body] = bodies[index % bodies.length]!;
    return rest(t, method, path, { body, clientAddress });
  };

  it('is logged at most once a minute per address, with what was held back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
    lines.length = 0;
    for (let index = 0; index < 30; index += 1) expect((await junk('198.51.100.7', index)).status).toBe(200);
    expect(ignoredCallbacks()).toHaveLength(1);
    expect(ignoredCallbacks()[0]).toMatchObject({ level: 40, clientAddress: '198.51.100.7', heldBack: 0 });

    // Another address has its own minute.
    await junk('198.51.100.8', 0);
    expect(ignoredCallbacks().map((line) => line.clientAddress)).toEqual(['198.51.100.7', '198.51.100.8']);

    vi.setSystemTime(new Date('2026-03-02T08:00:59Z'));
    await junk('198.51.100.7', 1);
    expect(ignoredCallbacks()).toHaveLength(2);
    vi.setSystemTime(new Date('2026-03-02T08:01:01Z'));
    await junk('198.51.100.7', 2);
    await junk('198.51.100.7', 0);
    expect(ignoredCallbacks()).toHaveLength(3);
    expect(ignoredCallbacks()[2]).toMatchObject({ clientAddress: '198.51.100.7', heldBack: 30 });
  });
});

// A real server process, so that what it holds in memory can be read from the system.
describe('a 256 MB notification body on the real server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // Garbage is collected a second after the last request (the opt-in idle collection), so the figures start level.
    server = await startServerProcess(await copyTemplate(), { IDLE_GC_SECONDS: '1' });
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  /** The server's resident memory, in bytes. */
  const residentBytes = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
  const idle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  /**
   * Sends `size` bytes as the body (with or without Content-Length), in 1 MB pieces, until the server answers, as
   * curl or a provider's client does: on a kept-alive connection, which the server does not close the moment it
   * has answered (closing with unread data would reset the connection before the answer could be read).
   */
  const send = (method: string, path: string, size: number, declareLength: boolean) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (declareLength) headers['content-length'] = String(size);
      let answered = false;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const request = httpRequest(`${server.origin}/api${path}`, { method, headers, agent }, (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          request.destroy();
          agent.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      // The server stops listening to the rest of a refused body after a while, and may then close the connection.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      const piece = Buffer.alloc(MIB, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size && !answered) {
          const next = piece.subarray(0, Math.min(piece.length, size - sent));
          sent += next.length;
          if (!request.write(next)) return void request.once('drain', pump);
        }
        if (!answered) request.end();
      };
      pump();
    });

  it('is refused with 413 on every route, with and without Content-Length, and the memory stays flat', async () => {
    // The routes' code is loaded and warm, and the garbage of start-up collected, before the first measure.
    for (const { method, path } of ROUTES) for (const declareLength of [true, false]) expect((await send(method, path, 2 * MIB, declareLength)).status).toBe(413);
    await idle();
    const before = residentBytes();
    // Sampled while the bodies arrive, for the highest figure (the process's own peak is its start-up's).
    let highest = before;
    const sampler = setInterval(() => (highest = Math.max(highest, residentBytes())), 2);
    try {
      for (const { method, path } of ROUTES) {
        for (const declareLength of [true, false]) {
          const answer = await send(method, path, 256 * MIB, declareLength);
          expect(answer.status, `${method} ${path} ${declareLength ? 'with' : 'without'} Content-Length`).toBe(413);
          expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
        }
      }
    } finally {
      clearInterval(sampler);
    }
    // One body read whole would add 256 MB at least. What is read of a refused body is only let through and dropped
    // (the Node server reads up to 64 MB of it for half a second, so the client can read its answer, then closes the
    // connection): that garbage is collected when the engine's external memory has grown by up to 64 MB, so the peak
    // moves with the collector's timing (1 to 7 MB seen here; 27 MB once with 50 MB bodies), never near a whole body.
    const grown = highest - before;
    expect(grown, `the server grew by ${(grown / MIB).toFixed(1)} MB`).toBeLessThan(100 * MIB);
    // It still answers, and a notification of normal size is still taken.
    expect((await send('PUT', '/payments/mtn/callback', 200, true)).status).toBe(200);
  }, 60_000);
});
