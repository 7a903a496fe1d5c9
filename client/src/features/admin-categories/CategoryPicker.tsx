import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryPicker_categories$key } from '../../__generated__/CategoryPicker_categories.graphql';
import { button } from '../../ui/Button.css';
import * as page from '../admin/AdminPage.css';
import * as styles from './CategoryPicker.css';

interface Props {
  categories: CategoryPicker_categories$key;
  /** Global ids of the chosen categories, in the order they were chosen. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The sub-category's categories: the chosen ones as chips (each with a remove button), and 'Select Category'
 * opening a list of checkboxes. Native checkboxes keep it usable by keyboard, screen reader and thumb alike:
 * Tab and Space choose, Escape closes the list.
 */
export function CategoryPicker({ categories, value, onChange }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CategoryPicker_categories on Category @relay(plural: true) {
        id
        name
      }
    `,
    categories,
  );
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const names = new Map(data.map((category) => [category.id, category.name]));
  const chosen = value.filter((id) => names.has(id));

  const set = (id: string, on: boolean) => onChange(on ? [...value.filter((item) => item !== id), id] : value.filter((item) => item !== id));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the list closes, not the whole dialog around it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelId} className={page.field} onKeyDown={closeOnEscape}>
      <span id={labelId} className={page.label}>
        <Trans>Category</Trans>
      </span>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={t`Selected categories`}>
          {chosen.map((id) => {
            const name = names.get(id) ?? '';
            return (
              <li key={id} className={styles.chip}>
                {name}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t`Remove ${name}`}
                  onClick={() => {
                    set(id, false);
                    // The chip and its button are gone: focus stays in the picker.
                    toggle.current?.focus();
                  }}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        ref={toggle}
        type="button"
        className={[button({ tone: 'outline' }), styles.toggle].join(' ')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <Trans>Select Category</Trans>
        <svg className={[styles.chevron, open ? styles.chevronOpen : ''].join(' ')} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className={styles.options} hidden={!open} aria-label={t`Categories`}>
        {data.map((category) => (
          <li key={category.id}>
            <label className={styles.option}>
              <input type="checkbox" className={styles.checkbox} checked={value.includes(category.id)} onChange={(event) => set(category.id, event.target.checked)} />
              {category.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
