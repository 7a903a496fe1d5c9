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
import type { RefreshSessionMutation } from '../__generated__/RefreshSessionMutation.graphql';
import RefreshSessionArtifact from '../__generated__/RefreshSessionMutation.graphql';
import { takeFirstAnswer } from './firstQueries';
import { accessToken, clearSession, refreshToken, storeTokens } from './session';

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

type ProgressListener = (fraction: number) => void;
const uploadListeners = new WeakMap<Blob, ProgressListener>();

/**
 * Hears how much of a file has gone up (0 to 1) while a mutation sends it; returns the way to stop listening.
 * A mutation hook registers its file before committing, since Relay has no progress events of its own.
 */
export function watchUploadProgress(file: Blob, listener: ProgressListener): () => void {
  uploadListeners.set(file, listener);
  return () => {
    if (uploadListeners.get(file) === listener) uploadListeners.delete(file);
  };
}

/** A copy of the variables with the value at a dotted path ("input.file") set to null. */
function withNullAt(variables: Variables, path: string): Variables {
  const copy = shallowCopy(variables);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) return copy;
    node[key] = shallowCopy(child as Record<string, unknown>);
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = null;
  return copy;
}

function shallowCopy<T extends Record<string, unknown>>(value: T): T {
  return Array.isArray(value) ? ([...value] as unknown as T) : { ...value };
}

/**
 * The GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): `operations` holds the
 * persisted id and the variables with each file replaced by null, `map` says where each numbered file part goes.
 * Uploadables are keyed by their path in the variables, e.g. `{ 'input.file': file }`.
 */
function multipartBody(params: RequestParameters, variables: Variables, uploadables: UploadableMap): FormData {
  const paths = Object.keys(uploadables);
  const operationVariables = paths.reduce(withNullAt, variables);
  const operations = params.id ? { doc_id: params.id, variables: operationVariables } : { query: params.text, variables: operationVariables };
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))));
  paths.forEach((path, index) => form.append(String(index), uploadables[path]!));
  return form;
}

/**
 * Sends a multipart request with XMLHttpRequest, which (unlike fetch) reports upload progress: a picture taken
 * on a phone can take a while to go up on mobile data, and the shopper sees how far it has got.
 */
function sendMultipart(body: FormData, headers: Record<string, string>, files: Blob[]): Promise<Payload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    request.upload.onprogress = (event) => {
      const fraction = event.lengthComputable && event.total > 0 ? event.loaded / event.total : total > 0 ? Math.min(1, event.loaded / total) : 0;
      for (const file of files) uploadListeners.get(file)?.(fraction);
    };
    request.onload = () => {
      const isJson = request.getResponseHeader('content-type')?.includes('json') ?? false;
      if (!isJson) {
        reject(new NetworkError(`The shop could not be reached (HTTP ${request.status}).`, request.status));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as Payload);
      } catch {
        reject(new NetworkError(`The shop sent an answer that could not be read (HTTP ${request.status}).`, request.status));
      }
    };
    request.onerror = () => reject(new NetworkError('You appear to be offline. Check your connection and try again.', null));
    request.send(body);
  });
}

/**
 * Sends one operation. The web app sends only the persisted id of each operation (relay-compiler writes the
 * manifest the server reads), never the document text. Files go as a GraphQL multipart request.
 */
async function send(
  params: RequestParameters,
  variables: Variables,
  withToken: boolean,
  startedEarly: Promise<Response> | null = null,
  uploadables: UploadableMap | null = null,
): Promise<Payload> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = withToken ? accessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uploadables && Object.keys(uploadables).length > 0) {
    // A multipart post is a "simple" request a cross-site form could send: the server asks for this header.
    headers['x-graphql-yoga-csrf'] = '1';
    return sendMultipart(multipartBody(params, variables, uploadables), headers, Object.values(uploadables));
  }
  headers['Content-Type'] = 'application/json';
  const body = params.id ? { doc_id: params.id, variables } : { query: params.text, variables };
  let response: Response;
  try {
    const request = () => fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' });
    // An answer the entry script started for this very request; if that attempt failed, ask again.
    response = await (startedEarly ? startedEarly.catch(request) : request());
  } catch {
    throw new NetworkError('You appear to be offline. Check your connection and try again.', null);
  }
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) throw new NetworkError(`The shop could not be reached (HTTP ${response.status}).`, response.status);
  return (await response.json()) as Payload;
}

/** True when the server says the access token we sent has expired or was revoked. */
function sessionExpired(payload: Payload): boolean {
  if (payload.errors?.some((error) => error.extensions?.code === 'INVALID_TOKEN')) return true;
  return Object.values(payload.data ?? {}).some(
    (value) => typeof value === 'object' && value !== null && (value as { __typename?: string }).__typename === 'InvalidTokenError',
  );
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair, once for all the requests that found the session expired.
 * False when the server refused it; a network failure throws, and the tokens stay for the next try.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const token = refreshToken();
    if (!token) return false;
    const variables: RefreshSessionMutation['variables'] = { input: { refreshToken: token } };
    const payload = await send(RefreshSessionArtifact.params, variables, false);
    const result = payload.data?.refreshToken as RefreshSessionMutation['response']['refreshToken'] | undefined;
    if (result?.__typename !== 'RefreshTokenPayload') return false;
    storeTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const fetchFunction: FetchFunction = async (params, variables, _cacheConfig, uploadables) => {
  const hadToken = accessToken() !== null;
  const early = uploadables ? null : takeFirstAnswer(params.id, variables);
  const payload = await send(params, variables, true, early, uploadables);
  if (!hadToken || !sessionExpired(payload)) return payload as GraphQLResponse;
  if (await refreshSession()) return (await send(params, variables, true, null, uploadables)) as GraphQLResponse;
  // The refresh was refused: the shopper is signed out cleanly and sees the page as a visitor.
  if (refreshToken() !== null || accessToken() !== null) clearSession();
  return (await send(params, variables, false, null, uploadables)) as GraphQLResponse;
};

/** Builds a Relay environment; the app uses one, tests may build their own. */
export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

/** The web app's one Relay environment: the Relay store is the only store of server data. */
export const environment = createEnvironment();
