import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminProductListPaginationQuery } from '../../__generated__/AdminProductListPaginationQuery.graphql';
import type { AdminProductList_query$key } from '../../__generated__/AdminProductList_query.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { SearchIcon } from '../shell/icons';
import { AdminProductTile } from './AdminProductTile';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductEditDialog } from './ProductEditDialog';
import * as styles from './AdminProducts.css';

/** The specification's page size for the admin's product list. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 12;

// The search waits for the admin to pause typing (the specification's 300 ms).
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin's product list: a search by name (debounced, back to page 1), pages of 12 with Previous, Next and
 * 'page/total', and a tile per product with Edit (the modal form) and Delete (after a confirmation). Pages are read
 * from one cursor connection: Next loads the following page once, Previous shows one already loaded.
 */
export function AdminProductList({ query }: { query: AdminProductList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminProductListPaginationQuery, AdminProductList_query$key>(
    graphql`
      fragment AdminProductList_query on Query
      @refetchable(queryName: "AdminProductListPaginationQuery")
      @argumentDefinitions(search: { type: "String", defaultValue: "" }, first: { type: "Int", defaultValue: 12 }, after: { type: "String" }) {
        adminProducts(search: $search, first: $first, after: $after) @connection(key: "AdminProductList_adminProducts") {
          __id
          totalCount
          edges {
            node {
              id
              name
              ...AdminProductTile_product
              ...ProductEditDialog_product
            }
          }
        }
        ...ProductEditDialog_query
      }
    `,
    query,
  );
  const searchId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [searching, startSearch] = useTransition();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => {
      // The current results stay on screen (dimmed) until the new ones arrive.
      startSearch(() => {
        setSearch(wanted);
        setPage(0);
        refetch({ search: wanted }, { fetchPolicy: 'store-and-network' });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, refetch]);

  const connection = data.adminProducts;
  const edges = connection.edges;
  const pageCount = Math.max(1, Math.ceil(connection.totalCount / ADMIN_PRODUCTS_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const visible = edges.slice(current * ADMIN_PRODUCTS_PAGE_SIZE, (current + 1) * ADMIN_PRODUCTS_PAGE_SIZE);

  // A deletion pulls the next product forward: fetch it, so a page is never short while more exist.
  const loaded = edges.length;
  useEffect(() => {
    const wanted = (current + 1) * ADMIN_PRODUCTS_PAGE_SIZE;
    if (loaded > current * ADMIN_PRODUCTS_PAGE_SIZE && loaded < wanted && hasNext && !isLoadingNext) loadNext(wanted - loaded);
  }, [loaded, current, hasNext, isLoadingNext, loadNext]);

  const showPage = (target: number) => {
    setPage(target);
    // On a phone the pager is below the list: bring the new page's start into view.
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  const goNext = () => {
    const target = current + 1;
    if (target >= pageCount || isLoadingNext) return;
    const needed = (target + 1) * ADMIN_PRODUCTS_PAGE_SIZE;
    if (edges.length >= needed || !hasNext) return showPage(target);
    loadNext(needed - edges.length, {
      onComplete: (error) => {
        if (error) toast.error(t`More products could not be loaded. Check your connection and try again.`);
        else showPage(target);
      },
    });
  };

  const editing = editingId ? edges.find((edge) => edge.node.id === editingId)?.node : undefined;
  return (
    <>
      <div className={styles.toolbar}>
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Search product</Trans>
        </label>
        <div className={styles.searchBox}>
          <span className={styles.searchIcon} aria-hidden="true">
            <SearchIcon size={20} />
          </span>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={t`Search product here ...`}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div ref={listTop} className={searching ? styles.listPending : styles.list} aria-busy={searching || isLoadingNext}>
        <h2 ref={headingRef} tabIndex={-1} className="visually-hidden">
          <Trans>Products</Trans>
        </h2>
        {visible.length === 0 ? (
          <p className={styles.empty}>
            <Trans>No Data</Trans>
          </p>
        ) : (
          <ul className={styles.grid}>
            {visible.map(({ node }) => (
              <li key={node.id} className={styles.cell}>
                <AdminProductTile product={node} onEdit={() => setEditingId(node.id)} onDelete={() => setDeleting({ id: node.id, name: node.name })} />
              </li>
            ))}
          </ul>
        )}
        <nav className={styles.pager} aria-label={t`Product pages`}>
          <Button tone="outline" onClick={() => showPage(current - 1)} disabled={current === 0}>
            <Trans>Previous</Trans>
          </Button>
          <p className={styles.pageIndicator} aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">
              {current + 1}/{pageCount}
            </span>
            <span className="visually-hidden">
              <Trans>
                Page {current + 1} of {pageCount}
              </Trans>
            </span>
          </p>
          <Button tone="outline" onClick={goNext} disabled={current + 1 >= pageCount} aria-disabled={isLoadingNext || undefined}>
            {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Next</Trans>}
          </Button>
        </nav>
      </div>
      {editing ? <ProductEditDialog key={editing.id} product={editing} choices={data} onClose={() => setEditingId(null)} /> : null}
      {deleting ? (
        <DeleteProductDialog
          productId={deleting.id}
          productName={deleting.name}
          connectionId={connection.__id}
          onClose={(deleted) => {
            setDeleting(null);
            // The tile and its Delete button are gone: the list itself takes the focus.
            if (deleted) requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      ) : null}
    </>
  );
}
