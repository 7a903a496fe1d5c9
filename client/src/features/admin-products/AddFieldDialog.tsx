import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import * as styles from './ProductForm.css';

interface Props {
  open: boolean;
  /** Names already used on this product (compared without case). */
  existingNames: readonly string[];
  onAdd: (name: string) => void;
  onClose: () => void;
}

/** The 'Add Field' modal: asks for the name of a custom 'more details' field (its value is typed in the form). */
export function AddFieldDialog({ open, existingNames, onAdd, onClose }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The dialog starts on its close button; the name is what the admin came to type. (Runs after the dialog opened.)
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The product form is outside this one: its submit must not run.
    event.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) return setError(t`Enter a name for the field`);
    if (existingNames.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) {
      return setError(t`A field with this name already exists`);
    }
    onAdd(trimmed);
    close();
  };

  return (
    <Dialog open={open} onClose={close} title={<Trans>Add Field</Trans>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField label={<Trans>Field name</Trans>} error={error ?? undefined} hint={<Trans>For example: Brand, Origin, Storage</Trans>} required>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className={styles.input}
              value={name}
              maxLength={50}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button tone="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Add Field</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
