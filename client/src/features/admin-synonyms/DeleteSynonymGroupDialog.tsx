import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeleteSynonymGroupDialog_synonym$key } from '../../__generated__/DeleteSynonymGroupDialog_synonym.graphql';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../admin/ConfirmDialog';
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
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  const words = data ? textOfWords(data.words) : '';

  const confirm = () => {
    if (!data || removing) return;
    const id = data.id;
    setRefusal(null);
    remove(id, connectionId, {
      onDone: () => {
        toast.success(t`Synonyms deleted`);
        onDeleted();
      },
      onRefused: (message) => setRefusal({ id, message }),
    });
  };

  return (
    <ConfirmDialog
      open={data !== null}
      title={<Trans>Permanent Delete</Trans>}
      message={<Trans>Delete the synonyms "{words}"? Searches will no longer treat these words as the same.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      onConfirm={confirm}
      onCancel={onClose}
      busy={removing}
      error={refusal && refusal.id === data?.id ? refusal.message : null}
    />
  );
}
