// @vitest-environment jsdom
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { placeInRootList, removeFromStore } from '../../../client/src/features/admin-categories/catalogueLists.js';

// The store as the admin's category page leaves it: Query.categories read (sorted by name), Query.subCategories not.
function storeWithCategories() {
  const category = (id: string, name: string) => ({ __id: id, __typename: 'Category', id, name });
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', categories: { __refs: ['C1', 'C2', 'C3'] } },
    C1: category('C1', 'Beverages'),
    C2: category('C2', 'Dairy & Eggs'),
    C3: category('C3', 'Snacks'),
    S1: { __id: 'S1', __typename: 'SubCategory', id: 'S1', name: 'Juice' },
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const root = () => environment.getStore().getSource().get('client:root') as Record<string, unknown>;
  return { environment, root };
}

describe('the admin pages keep the root lists in place', () => {
  it('puts a new category at its place by name, in the database order (capitals before small letters)', () => {
    const { environment, root } = storeWithCategories();
    commitLocalUpdate(environment, (store) => {
      const created = store.create('C4', 'Category');
      created.setValue('Cereals', 'name');
      placeInRootList(store, 'categories', created);
      const lowercase = store.create('C5', 'Category');
      lowercase.setValue('apples', 'name');
      placeInRootList(store, 'categories', lowercase);
    });
    expect(root().categories).toEqual({ __refs: ['C1', 'C4', 'C2', 'C3', 'C5'] });
  });

  it('moves a renamed category once, without duplicating it', () => {
    const { environment, root } = storeWithCategories();
    commitLocalUpdate(environment, (store) => {
      const renamed = store.get('C1')!;
      renamed.setValue('Water', 'name');
      placeInRootList(store, 'categories', renamed);
    });
    expect(root().categories).toEqual({ __refs: ['C2', 'C3', 'C1'] });
  });

  it('leaves a list never fetched alone: a one-item list would pass for the whole list', () => {
    const { environment, root } = storeWithCategories();
    commitLocalUpdate(environment, (store) => placeInRootList(store, 'subCategories', store.get('S1')!));
    expect(root().subCategories).toBeUndefined();
  });

  it('takes a deleted category out of the list and out of the store', () => {
    const { environment, root } = storeWithCategories();
    commitLocalUpdate(environment, (store) => removeFromStore(store, 'categories', 'C2'));
    expect(root().categories).toEqual({ __refs: ['C1', 'C3'] });
    expect(environment.getStore().getSource().get('C2')).toBeNull();
  });
});
