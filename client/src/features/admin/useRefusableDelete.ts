import { useState } from 'react';
import { toast } from '../../ui/toast';

/** What a mutation hook is told when the server answers: done, or refused with a message to show. */
export interface MutationHandlers {
  onDone: () => void;
  onRefused: (message: string) => void;
}

/**
 * The confirm step of a 'Permanent Delete' dialog: one delete at a time, a success toast, and a refusal kept with
 * the item it was for, so it stays in that item's dialog to be read (not in a toast that vanishes, nor over the
 * next item's dialog).
 */
export function useRefusableDelete(removing: boolean, success: string, onDeleted: () => void) {
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const confirm = (id: string, remove: (handlers: MutationHandlers) => void) => {
    if (removing) return;
    setRefusal(null);
    remove({
      onDone: () => {
        toast.success(success);
        onDeleted();
      },
      onRefused: (message) => setRefusal({ id, message }),
    });
  };
  const errorFor = (id: string | undefined) => (refusal && refusal.id === id ? refusal.message : null);
  return { confirm, errorFor };
}
