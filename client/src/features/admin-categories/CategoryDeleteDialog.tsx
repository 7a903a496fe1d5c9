import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryDeleteDialog_category$key } from '../../__generated__/CategoryDeleteDialog_category.graphql';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useRefusableDelete } from '../admin/useRefusableDelete';
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
  const { confirm, errorFor } = useRefusableDelete(removing, t`Category deleted`, onDeleted);

  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Are you sure permanent delete ?</Trans>}
      confirmLabel={<Trans>Confirm</Trans>}
      onConfirm={() => data && confirm(data.id, (handlers) => remove(data.id, handlers))}
      onCancel={onClose}
      busy={removing}
      error={errorFor(data?.id)}
    />
  );
}
