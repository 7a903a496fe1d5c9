import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AddressList_viewer$key } from '../../__generated__/AddressList_viewer.graphql';
import type { AddressListPaginationQuery } from '../../__generated__/AddressListPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { AddressCard } from './AddressCard';
import { PlusIcon } from '../../ui/icons';
import * as styles from './Address.css';

const PAGE_SIZE = 20;

/**
 * The shopper's saved addresses as cards (removed ones are not listed by the server), newest first, with the dashed
 * 'Add address' tile; 'No Data' when there are none.
 */
export function AddressList({ viewer, onAdd }: { viewer: AddressList_viewer$key; onAdd: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AddressListPaginationQuery, AddressList_viewer$key>(
    graphql`
      fragment AddressList_viewer on User
      @refetchable(queryName: "AddressListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        addresses(first: $count, after: $cursor) @connection(key: "AddressList_addresses") {
          edges {
            node {
              id
              ...AddressCard_address
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.addresses.edges;
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A deleted card takes the focused Delete button with it: keyboard users continue from the page's heading.
    if (document.activeElement === document.body) {
      listRef.current?.closest('main, section')?.querySelector<HTMLElement>('h1')?.focus();
    }
  }, [edges.length]);

  return (
    <div ref={listRef} className={styles.listWrap}>
      {edges.length === 0 ? (
        <p className={styles.noData}>
          <Trans>No Data</Trans>
        </p>
      ) : null}
      <ul className={styles.grid}>
        {edges.map((edge) => (
          <AddressCard key={edge.node.id} address={edge.node} viewerId={data.id} />
        ))}
        <li className={styles.addTileItem}>
          <button type="button" className={styles.addTile} onClick={onAdd}>
            <PlusIcon size={28} />
            <span>
              <Trans>Add address</Trans>
            </span>
          </button>
        </li>
      </ul>
      {hasNext ? (
        <Button
          tone="outline"
          className={styles.more}
          disabled={isLoadingNext}
          onClick={() => {
            if (!isLoadingNext) loadNext(PAGE_SIZE);
          }}
        >
          {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Show more addresses</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
