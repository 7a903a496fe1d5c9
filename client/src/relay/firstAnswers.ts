/**
 * The answers the entry asked for before the app's code arrived (relay/firstQueries.ts), kept for the network layer
 * (relay/environment.ts), which takes each one once when a route's loader asks for the same operation and variables.
 */
type Started = { key: string; answer: Promise<Response>; token: string | null };
export type FirstAnswer = Pick<Started, 'answer' | 'token'>;
const started: Started[] = [];
const FRESH_FOR_MS = 15_000;
let startedAt = 0;

function requestKey(id: string, variables: Record<string, unknown>): string {
  return `${id}:${JSON.stringify(variables, Object.keys(variables).sort())}`;
}

/** The first queries are being sent now: their answers are fresh for a few seconds from here. */
export function startingFirstQueries(): void {
  startedAt = Date.now();
}

/** Keeps an early answer for the operation and variables it was asked with. */
export function keepFirstAnswer(id: string, variables: Record<string, unknown>, answer: Promise<Response>, token: string | null): void {
  started.push({ key: requestKey(id, variables), answer, token });
}

/**
 * The answer started early for this operation and these variables, with the access token it was sent with, once;
 * null when none was started, it was already taken, or it is too old to trust (the shopper has moved on).
 */
export function takeFirstAnswer(id: string | null | undefined, variables: Record<string, unknown>): FirstAnswer | null {
  if (!id || started.length === 0) return null;
  if (Date.now() - startedAt > FRESH_FOR_MS) {
    started.length = 0;
    return null;
  }
  const key = requestKey(id, variables);
  const index = started.findIndex((item) => item.key === key);
  if (index < 0) return null;
  const [taken] = started.splice(index, 1);
  return { answer: taken!.answer, token: taken!.token };
}
