import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as styles from './AddressForm.css';

/** Lists longer than this get a filter box: scrolling 30 villages in a phone's picker is slow. */
const FILTER_FROM = 20;

/** Case and accents do not matter when a shopper filters place names. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Props {
  label: string;
  /** The filter box's label, e.g. "Search villages". */
  filterLabel: string;
  /** The empty choice, e.g. "Select a village". */
  placeholder: string;
  value: string;
  /** Null while the choices load. */
  options: readonly string[] | null;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * One step of the District > Sector > Village cascade: the browser's own select (the phone's native picker), with a
 * filter box tied to it when the list is long. Typing narrows the choices; a single match is chosen at once.
 */
export function LocationSelect({ label, filterLabel, placeholder, value, options, disabled, onChange }: Props) {
  const { t } = useLingui();
  const selectId = useId();
  const filterId = useId();
  const countId = useId();
  const [filter, setFilter] = useState('');
  const list = options ?? [];
  const filterable = !disabled && list.length > FILTER_FROM;
  const needle = folded(filter.trim());
  const matches = filterable && needle ? list.filter((option) => folded(option).includes(needle)) : list;
  // The chosen value stays listed while a filter hides it, so the select never shows something else.
  const matchCount = matches.length;
  const shown = value && !matches.includes(value) ? [value, ...matches] : matches;

  const changeFilter = (text: string) => {
    setFilter(text);
    const next = folded(text.trim());
    if (!next) return;
    const found = list.filter((option) => folded(option).includes(next));
    if (found.length === 1 && found[0] !== value) onChange(found[0]!);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label} <span aria-hidden="true" className={styles.required}>*</span>
      </label>
      {filterable ? (
        <div className={styles.filterRow}>
          <label htmlFor={filterId} className="visually-hidden">
            {filterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            className={styles.filter}
            placeholder={filterLabel}
            autoComplete="off"
            value={filter}
            aria-controls={selectId}
            aria-describedby={countId}
            onChange={(event) => changeFilter(event.target.value)}
          />
          <span id={countId} className={styles.filterCount} aria-live="polite">
            {needle ? <Plural value={matchCount} one="# match" other="# matches" /> : ''}
          </span>
        </div>
      ) : null}
      <select
        id={selectId}
        className={styles.select}
        required
        disabled={disabled || options === null}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{options === null && !disabled ? t`Loading...` : placeholder}</option>
        {shown.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {filterable && needle && matches.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No place matches "{filter}".</Trans>
        </p>
      ) : null}
    </div>
  );
}
