import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from '../../ui/toast';

/** What the server answered instead of a cart change (an `Error` member of the mutation's result union). */
export interface CartRefusal {
  code?: string;
  message?: string;
  available?: number;
}

/**
 * Shows why a cart change was refused as an error toast. The refusals a shopper meets every day are shown in
 * their language (the server's messages are English); anything else shows the server's own message.
 */
export function useCartRefusal(): (refusal: CartRefusal) => void {
  const { t } = useLingui();
  return useCallback(
    (refusal: CartRefusal) => {
      if (refusal.code === 'UNAUTHENTICATED') toast.error(t`Please Login`);
      else if (refusal.code === 'OUT_OF_STOCK') toast.error(refusal.available === 0 ? t`Out of stock` : t`Only limited stock available`);
      else toast.error(refusal.message ?? t`Your cart could not be changed. Please try again.`);
    },
    [t],
  );
}
