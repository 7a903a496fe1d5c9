import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  type RequestParameters,
  RecordSource,
  Store,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { catalogueLanguage } from '../i18n/catalogueLanguage';
import { takeFirstAnswer } from './firstAnswers';
import { announceMutationAnswer } from './mutationAnswers';
import { accessToken } from './session';

type Payload = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A request the server could not answer with GraphQL (offline, a proxy error page, a 5xx). */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * Sends one operation with the given access token (null: as a visitor). The web app sends only the persisted id
 * of each operation (relay-compiler writes the manifest the server reads), never the document text.
 */
async function send(
  params: RequestParameters,
  variables: Variables,
  token: string | null,
  startedEarly: Promise<Response> | null = null,
  uploadables: UploadableMap | null = null,
): Promise<Payload> {
  // The operation's name tells the service worker which reads it may keep for offline use (features/offline/sw.ts).
  // The interface language: the server names catalogue entries in it (localName).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': catalogueLanguage(), 'X-Isoko-Operation': params.name };
  if (token) headers.Authorization = `Bearer ${token}`;
  const operation = params.id ? { doc_id: params.id, variables } : { query: params.text, variables };
  let body: string | FormData;
  if (uploadables && Object.keys(uploadables).length > 0) {
    body = multipartBody(operation, uploadables);
    // A multipart post is a "simple" request: the server wants proof it is not a cross-site form.
    headers['x-graphql-yoga-csrf'] = '1';
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(operation);
  }
  let response: Response;
  try {
    const request = () =>
      typeof body === 'string' || !uploadables
        ? fetch('/graphql', { method: 'POST', headers, body, credentials: 'same-origin' })
        : postWithProgress(headers, body, uploadables);
    // An answer the entry script started for this very request; if that attempt failed, ask again.
    response = await (startedEarly ? startedEarly.catch(request) : request());
  } catch {
    throw new NetworkError('You appear to be offline. Check your connection and try again.', null);
  }
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) throw new NetworkError(`The shop could not be reached (HTTP ${response.status}).`, response.status);
  return (await response.json()) as Payload;
}

/**
 * A GraphQL multipart request (the spec graphql-yoga reads): the operation with each file's variable set to null, a
 * map from part name to variable path, then the files. Uploadables are keyed by their path in the variables, e.g.
 * `{ 'input.file': file }`.
 */
export function multipartBody(operation: { variables: Variables }, uploadables: UploadableMap): FormData {
  const variables = structuredClone(operation.variables) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  const files: [string, File | Blob][] = [];
  Object.entries(uploadables).forEach(([path, file], index) => {
    const keys = path.split('.');
    let target = variables;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys[keys.length - 1]!] = null;
    map[String(index)] = [`variables.${path}`];
    files.push([String(index), file]);
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  for (const [name, file] of files) form.append(name, file);
  return form;
}

const progressListeners = new WeakMap<Blob, (fraction: number) => void>();

/**
 * Calls `listener` with the share of the request sent (0 to 1) while a mutation uploads `file`, so an upload
 * dialog can show real progress on slow mobile data. Returns a function that stops listening.
 */
export function onUploadProgress(file: Blob, listener: (fraction: number) => void): () => void {
  progressListeners.set(file, listener);
  return () => progressListeners.delete(file);
}

/** Posts a multipart body with XMLHttpRequest, the one browser API that reports upload progress. */
function postWithProgress(headers: Record<string, string>, body: FormData, uploadables: UploadableMap): Promise<Response> {
  const listeners = Object.values(uploadables).flatMap((file) => progressListeners.get(file) ?? []);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) listeners.forEach((listener) => listener(event.loaded / event.total));
    };
    xhr.onload = () =>
      resolve(new Response(xhr.responseText, { status: xhr.status, headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' } }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(body);
  });
}

/** True when the server says the access token we sent has expired or was revoked. */
function sessionExpired(payload: Payload): boolean {
  if (payload.errors?.some((error) => error.extensions?.code === 'INVALID_TOKEN')) return true;
  return Object.values(payload.data ?? {}).some(
    (value) => typeof value === 'object' && value !== null && (value as { __typename?: string }).__typename === 'InvalidTokenError',
  );
}

const fetchFunction: FetchFunction = async (params, variables, _config, uploadables) => {
  const payload = await answer(params, variables, uploadables ?? null);
  if (params.operationKind === 'mutation') announceMutationAnswer(payload.data);
  return payload as GraphQLResponse;
};

/** One operation's answer, with an expired session renewed once on the way. */
async function answer(params: RequestParameters, variables: Variables, files: UploadableMap | null): Promise<Payload> {
  // An answer the entry script started was sent with the token stored then, which another tab may have replaced since.
  const early = files ? null : takeFirstAnswer(params.id, variables);
  const sentToken = early ? early.token : accessToken();
  const payload = await send(params, variables, sentToken, early?.answer ?? null, files);
  if (sentToken === null || !sessionExpired(payload)) return payload;
  // Refreshed here or in another tab: retried once with the new token. Refused: the shopper is signed out cleanly
  // and sees the page as a visitor.
  const { renewExpiredSession } = await import('./renewal');
  const renewed = await renewExpiredSession(sentToken, send);
  return send(params, variables, renewed ? accessToken() : null, null, files);
}

/** Builds a Relay environment; the app uses one, tests may build their own. */
export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

/** The web app's one Relay environment: the Relay store is the only store of server data. */
export const environment = createEnvironment();
