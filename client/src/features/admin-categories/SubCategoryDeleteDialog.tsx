import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SubCategoryDeleteDialog_subCategory$key } from '../../__generated__/SubCategoryDeleteDialog_subCategory.graphql';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useRefusableDelete } from '../admin/useRefusableDelete';
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
  const { confirm, errorFor } = useRefusableDelete(removing, t`Sub Category deleted`, onDeleted);
  const name = data?.name ?? '';
  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Are you sure you want to delete the sub category "{name}" permanently?</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => data && confirm(data.id, (handlers) => remove(data.id, handlers))}
      onCancel={onClose}
      busy={removing}
      error={errorFor(data?.id)}
    />
  );
}
