import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** The root lists the admin pages change in place: Query.categories and Query.subCategories (no argument). */
type RootList = 'categories' | 'subCategories';

// The server sorts by name in the database's binary order (SQLite); the same comparison keeps the same order.
function byName(a: RecordProxy, b: RecordProxy): number {
  const left = String(a.getValue('name') ?? '');
  const right = String(b.getValue('name') ?? '');
  return left < right ? -1 : left > right ? 1 : 0;
}

function present(record: RecordProxy | null | undefined): record is RecordProxy {
  return record !== null && record !== undefined;
}

/**
 * Puts a new or renamed record at its place by name in a root list, so every screen reading that list (the admin
 * pages, the shop's category pages) shows the change without asking the server again. A list never fetched stays
 * unfetched: writing a one-item list would pass it off as complete.
 */
export function placeInRootList(store: RecordSourceSelectorProxy, field: RootList, record: RecordProxy): void {
  const root = store.getRoot();
  const list = root.getLinkedRecords(field);
  if (!list) return;
  const others = list.filter(present).filter((item) => item.getDataID() !== record.getDataID());
  root.setLinkedRecords([...others, record].sort(byName), field);
}

/** Takes a deleted record out of a root list and out of the store. */
export function removeFromStore(store: RecordSourceSelectorProxy, field: RootList, id: string): void {
  const root = store.getRoot();
  const list = root.getLinkedRecords(field);
  if (list) root.setLinkedRecords(list.filter(present).filter((item) => item.getDataID() !== id), field);
  store.delete(id);
}
