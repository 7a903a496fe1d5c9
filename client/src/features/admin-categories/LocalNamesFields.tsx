import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/FormField';
import type { CatalogueFormValues, LocalNames } from './catalogueForm';
import * as styles from './LocalNamesFields.css';

/** The server's limits for a category's or sub-category's local names and keywords. */
const NAME_MAX_LENGTH = 80;
const KEYWORDS_MAX_LENGTH = 500;

/**
 * 'Name in Kinyarwanda', 'Name in French' and 'Search keywords' of the category dialogs: all optional; shoppers'
 * searches find the category by them as by its English name.
 */
export function LocalNamesFields() {
  return (
    <>
      <TextField name="nameRw" label={<Trans>Name in Kinyarwanda</Trans>} lang="rw" maxLength={NAME_MAX_LENGTH} />
      <TextField name="nameFr" label={<Trans>Name in French</Trans>} lang="fr" maxLength={NAME_MAX_LENGTH} />
      <TextField name="keywords" label={<Trans>Search keywords</Trans>} hint={<Trans>Other words shoppers may type, separated by commas</Trans>} maxLength={KEYWORDS_MAX_LENGTH} />
    </>
  );
}

interface TextFieldProps {
  name: 'name' | keyof LocalNames;
  label: ReactNode;
  hint?: ReactNode;
  lang?: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
}

/** A labelled text input of the dialog's form, with its hint and the server's refusal, both read with it. */
export function TextField({ name, label, hint, lang, maxLength, placeholder, required }: TextFieldProps) {
  const { register, formState } = useFormContext<CatalogueFormValues>();
  return (
    // No required mark: the dialog's submit button says what is missing.
    <FormField label={label} hint={hint} error={formState.errors[name]?.message}>
      {(control) => (
        <input {...control} {...register(name)} className={styles.input} placeholder={placeholder} required={required} lang={lang} maxLength={maxLength} autoComplete="off" />
      )}
    </FormField>
  );
}
