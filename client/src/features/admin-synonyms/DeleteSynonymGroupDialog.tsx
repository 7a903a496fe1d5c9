import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeleteSynonymGroupDialog_synonym$key } from '../../__generated__/DeleteSynonymGroupDialog_synonym.graphql';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { useRefusableDelete } from '../admin/useRefusableDelete';
import { textOfWords } from './synonymWords';
import { useDeleteSearchSynonymMutation } from './useDeleteSearchSynonymMutation';

interface Props {
  /** The group to delete; null keeps the dialog closed. */
  synonym: DeleteSynonymGroupDialog_synonym$key | null;
  /** The list's connection, which loses the group's edge. */
  connectionId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Permanent Delete': asks before a synonym group goes; a refusal stays in the dialog to be read. */
export function DeleteSynonymGroupDialog({ synonym, connectionId, onClose, onDeleted }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeleteSynonymGroupDialog_synonym on SearchSynonym {
        id
        words
      }
    `,
    synonym,
  );
  const [remove, removing] = useDeleteSearchSynonymMutation();
  const { confirm, errorFor } = useRefusableDelete(removing, t`Synonyms deleted`, onDeleted);
  const words = data ? textOfWords(data.words) : '';
  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Delete the synonyms "{words}"? Searches will no longer treat these words as the same.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={() => data && confirm(data.id, (handlers) => remove(data.id, connectionId, handlers))}
      onCancel={onClose}
      busy={removing}
      error={errorFor(data?.id)}
    />
  );
}
