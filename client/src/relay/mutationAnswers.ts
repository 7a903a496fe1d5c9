/**
 * What each mutation the server answered did, by root field: the field and the answer's type
 * ('CreateAddressPayload', 'ValidationError', ...). Data one screen holds that another screen's mutation changes on
 * the server without naming it in its payload (the viewer's delivery promise after an address is added) listens
 * here and asks again, so neither screen has to know the other.
 */
export type MutationAnswerListener = (field: string, typename: string | null) => void;

const listeners = new Set<MutationAnswerListener>();

/** Subscribes to answered mutations; returns the unsubscribe. */
export function onMutationAnswered(listener: MutationAnswerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners about a mutation's answer (called by the network layer). */
export function announceMutationAnswer(data: Record<string, unknown> | null | undefined): void {
  if (!data || listeners.size === 0) return;
  for (const [field, value] of Object.entries(data)) {
    const typename = typeof value === 'object' && value !== null && typeof (value as { __typename?: unknown }).__typename === 'string' ? (value as { __typename: string }).__typename : null;
    for (const listener of listeners) listener(field, typename);
  }
}
