import { useLingui } from '@lingui/react/macro';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast';

/** Orders per page: a few screens on a phone, light enough for slow mobile data. */
export const ORDERS_PAGE_SIZE = 10;

// The next page is asked for this far before the reader reaches the end, so slow data has time to arrive.
const PREFETCH_MARGIN = '0px 0px 600px 0px';

interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/**
 * Loads an order list's next page as its end comes near (the returned ref goes on the element after the list,
 * which holds the Load more button for keyboards and for retrying). A failed page is not retried on its own: the
 * button tries again when the reader asks.
 */
export function useLoadMoreOrders({ hasNext, isLoadingNext, loadNext }: Pagination): { loadMore: () => void; sentinel: RefObject<HTMLDivElement | null> } {
  const { t } = useLingui();
  const [loadFailed, setLoadFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadFailed(false);
    loadNext(ORDERS_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        setLoadFailed(true);
        toast.error(t`More orders could not be loaded. Check your connection and try again.`);
      },
    });
  }, [hasNext, isLoadingNext, loadNext, t]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingNext || loadFailed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: PREFETCH_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadFailed, loadMore]);

  return { loadMore, sentinel };
}
