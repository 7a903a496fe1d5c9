import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SubCategoryDeleteDialog_subCategory$key } from '../../__generated__/SubCategoryDeleteDialog_subCategory.graphql';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useDeleteSubCategoryMutation } from './useDeleteSubCategoryMutation';

interface Props {
  subCategory: SubCategoryDeleteDialog_subCategory$key | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a sub-category; a refusal (products still use it, named) stays in the dialog to be read. */
export function SubCategoryDeleteDialog({ subCategory, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SubCategoryDeleteDialog_subCategory on SubCategory {
        id
        name
      }
    `,
    subCategory,
  );
  const [remove, removing] = useDeleteSubCategoryMutation();
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const name = data?.name ?? '';

  const confirm = () => {
    if (!data || removing) return;
    const id = data.id;
    setRefusal(null);
    remove(id, {
      onDone: () => {
        toast.success(t`Sub Category deleted`);
        onDeleted();
      },
      onRefused: (message) => setRefusal({ id, message }),
    });
  };

  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Are you sure you want to delete the sub category "{name}" permanently?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={confirm}
      onCancel={onClose}
      busy={removing}
      error={refusal && refusal.id === data?.id ? refusal.message : null}
    />
  );
}
