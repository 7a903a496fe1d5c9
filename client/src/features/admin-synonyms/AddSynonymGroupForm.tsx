import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { useCreateSearchSynonymMutation } from './useCreateSearchSynonymMutation';
import { wordsOfText } from './synonymWords';
import { WordsField } from './WordsField';
import * as styles from './Synonyms.css';

/**
 * 'Add synonyms': one field for the words, separated by commas, and Add. The new group appears at the top of the
 * list; a refusal (one word only, a phrase) stays under the field with what was typed.
 */
export function AddSynonymGroupForm({ connectionId }: { connectionId: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [create, creating] = useCreateSearchSynonymMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    const words = wordsOfText(text);
    if (words.length === 0) {
      setError(t`Type the words that mean the same thing, separated by commas.`);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    create(words, connectionId, {
      onDone: () => {
        toast.success(t`Synonyms added`);
        setText('');
        inputRef.current?.focus();
      },
      onRefused: (message) => {
        setError(message);
        inputRef.current?.focus();
      },
    });
  };

  return (
    <form className={styles.addCard} onSubmit={submit} noValidate aria-labelledby="add-synonyms-title">
      <h2 id="add-synonyms-title" className={styles.cardTitle}>
        <Trans>Add synonyms</Trans>
      </h2>
      <WordsField
        label={<Trans>Words</Trans>}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        inputRef={inputRef}
        action={
          <Button type="submit" className={styles.addButton} aria-disabled={creating || undefined}>
            {creating ? <Trans>Saving...</Trans> : <Trans>Add</Trans>}
          </Button>
        }
      />
    </form>
  );
}
