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
  let response: Response;
  try {
    if (uploadables && Object.keys(uploadables).length > 0) {
      // Files go as a multipart post (uploads.ts, fetched only by the screens that upload).
      const { postUpload } = await import('./uploads');
      response = await postUpload(headers, operation, uploadables);
    } else {
      headers['Content-Type'] = 'application/json';
      const request = () => fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(operation), credentials: 'same-origin' });
      // An answer the entry script started for this very request; if that attempt failed, ask again.
      response = await (startedEarly ? startedEarly.catch(request) : request());
    }
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
