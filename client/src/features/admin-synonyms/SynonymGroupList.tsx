import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DeleteSynonymGroupDialog_synonym$key } from '../../__generated__/DeleteSynonymGroupDialog_synonym.graphql';
import type { EditSynonymGroupDialog_synonym$key } from '../../__generated__/EditSynonymGroupDialog_synonym.graphql';
import type { SynonymGroupListPaginationQuery } from '../../__generated__/SynonymGroupListPaginationQuery.graphql';
import type { SynonymGroupList_query$key } from '../../__generated__/SynonymGroupList_query.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { AddSynonymGroupForm } from './AddSynonymGroupForm';
import { DeleteSynonymGroupDialog } from './DeleteSynonymGroupDialog';
import { EditSynonymGroupDialog } from './EditSynonymGroupDialog';
import { SynonymGroupRow } from './SynonymGroupRow';
import * as styles from './Synonyms.css';

/** Groups per page: a few screens on a phone, light on slow mobile data. */
const PAGE_SIZE = 20;

type GroupKey = EditSynonymGroupDialog_synonym$key & DeleteSynonymGroupDialog_synonym$key;

/**
 * The synonym groups, newest first, with the Add form above them: each group as word chips with Edit and Delete,
 * 20 at a time with Load more, or 'No Data'. The count is announced as groups come and go.
 */
export function SynonymGroupList({ query }: { query: SynonymGroupList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SynonymGroupListPaginationQuery, SynonymGroupList_query$key>(
    graphql`
      fragment SynonymGroupList_query on Query
      @refetchable(queryName: "SynonymGroupListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        searchSynonyms(first: $first, after: $after) @connection(key: "SynonymGroupList_searchSynonyms") {
          __id
          totalCount
          edges {
            node {
              id
              ...SynonymGroupRow_synonym
              ...EditSynonymGroupDialog_synonym
              ...DeleteSynonymGroupDialog_synonym
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.searchSynonyms;
  const [editing, setEditing] = useState<GroupKey | null>(null);
  const [deleting, setDeleting] = useState<GroupKey | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The deleted group held the focus: it goes to the list's heading, not to the top of the document.
  useEffect(() => {
    if (!focusHeading) return;
    setFocusHeading(false);
    headingRef.current?.focus();
  }, [focusHeading]);

  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast.error(t`More synonyms could not be loaded. Check your connection and try again.`);
      },
    });
  };

  const count = connection.totalCount;
  return (
    <>
      <AddSynonymGroupForm connectionId={connection.__id} />
      <div className={styles.listHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.listTitle}>
          <Trans>Synonym groups</Trans>
        </h2>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          <Plural value={count} one="# group" other="# groups" />
        </p>
      </div>
      {connection.edges.length === 0 ? (
        <p className={page.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        <div className={styles.listWrap} aria-busy={isLoadingNext}>
          <ul className={styles.list}>
            {connection.edges.map(({ node }) => (
              <li key={node.id}>
                <SynonymGroupRow synonym={node} onEdit={() => setEditing(node)} onDelete={() => setDeleting(node)} />
              </li>
            ))}
          </ul>
          {hasNext ? (
            <div className={styles.more}>
              <Button tone="outline" onClick={loadMore} aria-disabled={isLoadingNext}>
                {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <EditSynonymGroupDialog synonym={editing} onClose={() => setEditing(null)} />
      <DeleteSynonymGroupDialog
        synonym={deleting}
        connectionId={connection.__id}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setFocusHeading(true);
        }}
      />
    </>
  );
}
