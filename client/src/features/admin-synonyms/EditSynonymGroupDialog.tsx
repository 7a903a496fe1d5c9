import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EditSynonymGroupDialog_synonym$key } from '../../__generated__/EditSynonymGroupDialog_synonym.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { textOfWords, wordsOfText } from './synonymWords';
import { useUpdateSearchSynonymMutation } from './useUpdateSearchSynonymMutation';
import { WordsField } from './WordsField';

interface Props {
  /** The group to edit; null keeps the dialog closed. */
  synonym: EditSynonymGroupDialog_synonym$key | null;
  onClose: () => void;
}

/** 'Edit synonyms': the group's words in one field, as the admin typed them to add it; Save replaces them. */
export function EditSynonymGroupDialog({ synonym, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment EditSynonymGroupDialog_synonym on SearchSynonym {
        id
        words
      }
    `,
    synonym,
  );
  return (
    <Dialog open={data !== null} onClose={onClose} title={<Trans>Edit synonyms</Trans>}>
      {/* Mounted on opening, so the field starts from the group as it is now. */}
      {data ? <EditForm key={data.id} id={data.id} words={data.words} onSaved={onClose} onCancel={onClose} /> : null}
    </Dialog>
  );
}

function EditForm({ id, words, onSaved, onCancel }: { id: string; words: readonly string[]; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(() => textOfWords(words));
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [update, updating] = useUpdateSearchSynonymMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updating) return;
    setError(null);
    update(id, wordsOfText(text), {
      onDone: () => {
        toast.success(t`Synonyms saved`);
        onSaved();
      },
      onRefused: (message) => {
        setError(message);
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form className={page.form} onSubmit={submit} noValidate>
      <WordsField
        label={<Trans>Words</Trans>}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        inputRef={inputRef}
      />
      <div className={page.actions}>
        <Button tone="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" aria-disabled={updating || undefined}>
          {updating ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
