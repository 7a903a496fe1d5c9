import type { UploadableMap, Variables } from 'relay-runtime';

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

/**
 * Posts an operation with files (the spec graphql-yoga reads), reporting progress to the files' listeners. A multipart
 * post is a "simple" request, so it carries the header by which the server knows it is not a cross-site form.
 */
export function postUpload(headers: Record<string, string>, operation: { variables: Variables }, uploadables: UploadableMap): Promise<Response> {
  return postWithProgress({ ...headers, 'x-graphql-yoga-csrf': '1' }, multipartBody(operation, uploadables), uploadables);
}
