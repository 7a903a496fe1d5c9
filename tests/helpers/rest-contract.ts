import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../server/rest/openapi.js';
import { restRoutes } from '../../server/rest/routes.js';

/*
 * The REST adapter checked against its own OpenAPI document: every answer a test receives must have a documented
 * status, content type, required headers and a body valid against the documented schema, so the document and the
 * adapter cannot drift apart.
 */

type Json = Record<string, any>;

export const restDocument = openApiDocument(restRoutes) as Json;

// ajv-formats is CommonJS: its default export arrives wrapped under NodeNext.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, strictTypes: false }));
const compiled = new Map<string, ValidateFunction>();

function validatorOf(key: string, schema: Json): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

const documentedPaths = Object.entries(restDocument.paths as Record<string, Json>)
  .filter(([, item]) => !item.servers)
  .map(([template, item]) => ({ template, item, pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`) }));

export interface AnswerToCheck {
  status: number;
  headers: Headers;
  /** The parsed JSON, or the text of any other answer. */
  body: unknown;
}

/** Where the document describes the answer of `method path` (path under /api, with or without a query string). */
export function documentedAnswer(method: string, path: string, status: number): { operation: Json | null; response: Json | null; where: string; allow?: string[] } {
  const pathname = path.split('?')[0]!;
  const matches = documentedPaths.filter((known) => known.pattern.test(pathname));
  const where = `${method} /api${pathname}`;
  if (matches.length === 0) return { operation: null, response: restDocument.components.responses.NotFound as Json, where: `${where} (unknown path)` };
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const match = matches.find((known) => verb in known.item);
  if (!match) {
    const methods = matches.flatMap((known) => Object.keys(known.item).map((name) => name.toUpperCase()));
    const allow = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter(
      (name) => methods.includes(name) || (name === 'HEAD' && methods.includes('GET')) || name === 'OPTIONS',
    );
    return { operation: null, response: restDocument.components.responses.MethodNotAllowed as Json, where: `${where} (wrong method)`, allow };
  }
  const operation = match.item[verb] as Json;
  return { operation, response: (operation.responses[status] as Json | undefined) ?? null, where: `${where} (${operation.operationId as string})` };
}

/** What is wrong with an answer, measured against the document; empty when it matches. */
export function contractProblems(method: string, path: string, answer: AnswerToCheck): string[] {
  // The CORS preflight is answered by the CORS layer for every path, with no body.
  if (method === 'OPTIONS') return answer.status === 204 || answer.status === 200 ? [] : [`OPTIONS /api${path} answered ${answer.status}`];
  const { operation, response, where, allow } = documentedAnswer(method, path, answer.status);
  const expected = operation ? null : allow ? 405 : 404;
  if (expected !== null && answer.status !== expected) return [`${where}: answered ${answer.status}, the document says ${expected}`];
  if (!response) return [`${where}: status ${answer.status} is not documented (documented: ${Object.keys(operation?.responses ?? {}).join(', ')})`];
  const problems: string[] = [];
  if (allow && answer.headers.get('allow') !== allow.join(', ')) problems.push(`${where}: Allow is "${answer.headers.get('allow')}", expected "${allow.join(', ')}"`);
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
    if (header.required && !answer.headers.has(name)) problems.push(`${where} ${answer.status}: the ${name} header is missing`);
  }
  // An answer documented without content (a provider's notification acknowledged by MTN's empty 200) has no body.
  if (!response.content) return answer.body === '' ? problems : [...problems, `${where} ${answer.status}: a body where the document says none`];
  const content = response.content as Record<string, Json>;
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const media = content[type];
  if (!media) {
    problems.push(`${where} ${answer.status}: content type "${type}" is not documented (documented: ${Object.keys(content).join(', ') || 'none'})`);
    return problems;
  }
  if (method === 'HEAD') return problems;
  const validate = validatorOf(`${where}:${answer.status}:${type}`, media.schema as Json);
  if (!validate(answer.body)) {
    const errors = (validate.errors ?? []).slice(0, 8).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    problems.push(`${where} ${answer.status}: the body does not match the document:\n  ${errors.join('\n  ')}\n  body: ${JSON.stringify(answer.body).slice(0, 600)}`);
  }
  return problems;
}

/** Fails (throws) when an answer does not match the document. */
export function assertDocumented(method: string, path: string, answer: AnswerToCheck): void {
  const problems = contractProblems(method, path, answer);
  if (problems.length > 0) throw new Error(`The REST answer does not match /api/openapi.json:\n${problems.join('\n')}`);
}

/**
 * Examples are real answers, abridged: tokens are shortened (long, and a document need not carry a live-looking
 * one) and lists keep their first two items.
 */
function abridged(value: unknown): unknown {
  if (typeof value === 'string') return /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? `${value.slice(0, 16)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 2).map(abridged);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, abridged(inner)]));
  return value;
}

/**
 * With REST_EXAMPLES_DIR set, the first answer of each operation and status is kept there as its example
 * (scripts/collect-rest-examples.ts gathers them into server/rest/openapi-examples.json).
 */
export function recordExample(method: string, path: string, answer: AnswerToCheck): void {
  const directory = process.env.REST_EXAMPLES_DIR;
  if (!directory) return;
  const { operation } = documentedAnswer(method, path, answer.status);
  if (!operation) return;
  mkdirSync(directory, { recursive: true });
  const body = typeof answer.body === 'string' ? answer.body.split('\n').slice(0, 4).join('\n') : abridged(answer.body);
  try {
    writeFileSync(join(directory, `${operation.operationId as string}.${answer.status}.json`), JSON.stringify(body), { flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
}
