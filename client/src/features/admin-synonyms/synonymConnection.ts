import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Keeps the synonym list's total in step with an added or deleted group, so the count on screen stays right. */
export function changeTotalCount(store: RecordSourceSelectorProxy, connectionId: string, by: number): void {
  const connection = store.get(connectionId);
  const total: unknown = connection?.getValue('totalCount');
  if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + by), 'totalCount');
}
