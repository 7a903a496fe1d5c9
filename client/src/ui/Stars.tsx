import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { numberLocale } from '../i18n/money';
import * as styles from './Stars.css';

const STAR_PATH = 'M12 2.6l2.87 6.05 6.63.78-4.9 4.55 1.3 6.57L12 17.27l-5.9 3.28 1.3-6.57-4.9-4.55 6.63-.78z';
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

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
export function Star({ fill, className }: { fill: number; className?: string }) {
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
