import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { numberLocale } from '../i18n/money';
import * as styles from './Stars.css';

const STAR_PATH = 'M12 2.6l2.87 6.05 6.63.78-4.9 4.55 1.3 6.57L12 17.27l-5.9 3.28 1.3-6.57-4.9-4.55 6.63-.78z';
const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** An average rating with one decimal in the interface language ("4.5", "4,5"), written as prices are. */
export function formatRating(i18n: I18n, value: number): string {
  const locale = numberLocale(i18n.locale);
  let format = ratingFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(locale, format);
  }
  return format.format(value);
}

// One formatter per language, made once: making one costs far more than using it (every card shows a rating).
const ratingFormats = new Map<string, Intl.NumberFormat>();

/** One star, filled by `fill` (0, 0.5 or 1). */
function Star({ fill, className }: { fill: number; className?: string }) {
  // An empty star is an outline, a full one solid: the two differ by shape as well as colour.
  const icon = (filled: boolean) => (
    <svg
      className={styles.starIcon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
  return (
    <span className={[styles.star, className].filter(Boolean).join(' ')} aria-hidden="true">
      <span className={styles.empty}>{icon(false)}</span>
      {fill > 0 ? (
        <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
          {icon(true)}
        </span>
      ) : null}
    </span>
  );
}

/** An average rating drawn as five stars rounded to the nearest half, read out as '4.5 out of 5'. */
export function StarRating({ value, size = 'small', className }: { value: number; size?: 'small' | 'medium' | 'large'; className?: string }) {
  const { t, i18n } = useLingui();
  const rounded = Math.round(value * 2) / 2;
  const rating = formatRating(i18n, value);
  return (
    <span role="img" aria-label={t`${rating} out of 5`} className={[styles.rating({ size }), className].filter(Boolean).join(' ')}>
      {STAR_VALUES.map((position) => (
        <Star key={position} fill={Math.min(1, Math.max(0, rounded - position + 1))} />
      ))}
    </span>
  );
}

interface InputProps {
  /** The chosen number of stars, 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  legend: ReactNode;
  disabled?: boolean;
}

/**
 * Choosing 1 to 5 stars: a labelled group of native radio buttons drawn as stars, so Tab reaches the group and
 * the arrow keys change the choice, as in any radio group.
 */
export function StarInput({ value, onChange, legend, disabled = false }: InputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const rating = value;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices} onMouseLeave={() => setHovered(0)}>
        {STAR_VALUES.map((stars) => (
          <label
            key={stars}
            className={[styles.choice, disabled ? styles.choiceDisabled : ''].join(' ')}
            onMouseEnter={() => !disabled && setHovered(stars)}
          >
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <Star fill={stars <= shown ? 1 : 0} className={styles.choiceStar} />
            <span className="visually-hidden">
              <Plural value={stars} one="# star" other="# stars" />
            </span>
          </label>
        ))}
        {value > 0 ? (
          <span className={styles.choiceValue} aria-hidden="true">
            <Trans>{rating} out of 5</Trans>
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
