import * as styles from './OrderResult.css';

/** A tick in a green disc: the order went through. Decorative; the heading says it. */
export function SuccessMark() {
  return (
    <span className={styles.successMark}>
      <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
