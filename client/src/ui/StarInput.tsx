import { Plural, Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { Star, STAR_VALUES } from './Stars';
import * as styles from './StarInput.css';

// Apart from Stars.tsx: the rating every product card shows travels with the first page, the review form's input
// only with the product page.

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
