import { Trans } from '@lingui/react/macro';
import { type ReactNode, type Ref, useId } from 'react';
import * as page from '../admin/AdminPage.css';
import * as styles from './Synonyms.css';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The server's refusal (or what is missing), shown under the field and read with it. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the input from the first phone width up (the Add button). */
  action?: ReactNode;
}

/** The text field a synonym group is typed in, its words separated by commas, with its hint and its refusal. */
export function WordsField({ label, value, onChange, error, inputRef, action }: Props) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={page.field}>
      <label htmlFor={id} className={page.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.wordsInput}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="milk, amata, lait"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      <p id={`${id}-hint`} className={page.hint}>
        <Trans>Separate the words with commas. Each synonym is a single word.</Trans>
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
