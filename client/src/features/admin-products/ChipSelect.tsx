import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { FormField } from '../../ui/FormField';
import * as styles from './ProductForm.css';

interface Option {
  id: string;
  name: string;
}

interface Props {
  label: ReactNode;
  /** The select's first, empty choice ('Select Category'). */
  placeholder: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A multi-select as the specification draws it: a select that adds its choice, and the choices so far as chips
 * with a remove button each. A native select keeps it usable by keyboard and on phones' own pickers.
 */
export function ChipSelect({ label, placeholder, options, selected, onChange, error, hint, required, disabled }: Props) {
  const { t } = useLingui();
  const selectRef = useRef<HTMLSelectElement>(null);
  const byId = new Map(options.map((option) => [option.id, option]));
  const chosen = selected.flatMap((id) => byId.get(id) ?? []);
  const remaining = options.filter((option) => !selected.includes(option.id));
  return (
    <FormField label={label} error={error} hint={hint} required={required} wide>
      {(control) => (
        <>
          <select
            {...control}
            ref={selectRef}
            className={styles.select}
            value=""
            disabled={disabled || remaining.length === 0}
            onChange={(event) => {
              if (event.target.value) onChange([...selected, event.target.value]);
            }}
          >
            <option value="">{placeholder}</option>
            {remaining.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {chosen.length > 0 ? (
            <ul className={styles.chips}>
              {chosen.map((option) => (
                <li key={option.id} className={styles.chip}>
                  <span className={styles.chipName}>{option.name}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t`Remove ${option.name}`}
                    onClick={() => {
                      onChange(selected.filter((id) => id !== option.id));
                      // The chip and its button are gone: the select (enabled again) is where the admin goes on from.
                      requestAnimationFrame(() => selectRef.current?.focus());
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </FormField>
  );
}
