import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryDeleteDialog_category$key } from '../../__generated__/CategoryDeleteDialog_category.graphql';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useDeleteCategoryMutation } from './useDeleteCategoryMutation';

interface Props {
  category: CategoryDeleteDialog_category$key | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * 'Permanent Delete': asks before deleting a category. A refusal (products or sub-categories still use it, named)
 * stays in the dialog to be read, rather than in a toast that would vanish.
 */
export function CategoryDeleteDialog({ category, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CategoryDeleteDialog_category on Category {
        id
      }
    `,
    category,
  );
  const [remove, removing] = useDeleteCategoryMutation();
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  const confirm = () => {
    if (!data || removing) return;
    const id = data.id;
    setRefusal(null);
    remove(id, {
      onDone: () => {
        toast.success(t`Category deleted`);
        onDeleted();
      },
      onRefused: (message) => setRefusal({ id, message }),
    });
  };

  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Are you sure permanent delete ?</Trans>}
      confirmLabel={<Trans>Confirm</Trans>}
      onConfirm={confirm}
      onCancel={onClose}
      busy={removing}
      error={refusal && refusal.id === data?.id ? refusal.message : null}
    />
  );
}
