import { Trans } from '@lingui/react/macro';
import { type ReactNode, type Ref, useId } from 'react';
import * as page from '../admin/AdminPage.css';
import type { FieldErrors, LocalNames } from './catalogueForm';
import * as styles from './LocalNamesFields.css';

/** The server's limits for a category's or sub-category's local names and keywords. */
const NAME_MAX_LENGTH = 80;
const KEYWORDS_MAX_LENGTH = 500;

interface Props {
  values: LocalNames;
  onChange: (patch: Partial<LocalNames>) => void;
  /** The server's refusal, shown at the field it names. */
  errors: FieldErrors;
}

/**
 * 'Name in Kinyarwanda', 'Name in French' and 'Search keywords' of the category dialogs: all optional; shoppers'
 * searches find the category by them as by its English name.
 */
export function LocalNamesFields({ values, onChange, errors }: Props) {
  return (
    <>
      <TextField label={<Trans>Name in Kinyarwanda</Trans>} lang="rw" value={values.nameRw} maxLength={NAME_MAX_LENGTH} error={errors.nameRw} onChange={(nameRw) => onChange({ nameRw })} />
      <TextField label={<Trans>Name in French</Trans>} lang="fr" value={values.nameFr} maxLength={NAME_MAX_LENGTH} error={errors.nameFr} onChange={(nameFr) => onChange({ nameFr })} />
      <TextField
        label={<Trans>Search keywords</Trans>}
        hint={<Trans>Other words shoppers may type, separated by commas</Trans>}
        value={values.keywords}
        maxLength={KEYWORDS_MAX_LENGTH}
        error={errors.keywords}
        onChange={(keywords) => onChange({ keywords })}
      />
    </>
  );
}

interface TextFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  lang?: string;
  value: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled text input with its hint and the server's refusal, both read with it. */
export function TextField({ label, hint, lang, value, maxLength, placeholder, required, inputRef, error, onChange }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={page.field}>
      <label htmlFor={id} className={page.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        placeholder={placeholder}
        required={required}
        lang={lang}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className={page.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
