import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useFormatRwf } from '../../i18n/money';
import { isSignedIn } from '../../relay/session';
import { toast } from '../../ui/toast';
import { CartEmpty } from './CartEmpty';
import * as styles from './CartContent.css';

/**
 * The cart's layout, whichever cart it shows: the savings banner, the lines, the bill and Proceed, or the empty
 * state. Proceed without a session says 'Please Login' and leads to /login, which brings the shopper back to /cart.
 */
export function CartLayout({
  layout,
  lineCount,
  savingsAmount,
  total,
  signedOut,
  lines,
  bill,
  onNavigate,
}: {
  layout: 'drawer' | 'page';
  lineCount: number;
  savingsAmount: number;
  total: number;
  signedOut: boolean;
  lines: ReactNode;
  bill: ReactNode;
  onNavigate?: () => void;
}) {
  const formatRwf = useFormatRwf();
  const { t } = useLingui();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A line removed with its own minus button takes the focus with it: keyboard users continue from the heading.
    if (document.activeElement === document.body) {
      root.current?.closest('dialog, main')?.querySelector<HTMLElement>('h1, h2')?.focus();
    }
  }, [lineCount]);

  if (lineCount === 0) {
    return (
      <div ref={root} className={styles.emptyWrap}>
        <CartEmpty signedOut={signedOut} onNavigate={onNavigate} />
      </div>
    );
  }

  const savings = formatRwf(savingsAmount);

  const proceed = () => {
    onNavigate?.();
    if (!isSignedIn()) {
      toast.error(t`Please Login`);
      void navigate('/login?redirectTo=%2Fcart');
      return;
    }
    void navigate('/checkout');
  };

  return (
    <div ref={root} className={styles.content({ layout })}>
      <div className={styles.main({ layout })}>
        {savingsAmount > 0 ? (
          <p className={styles.savingsBanner}>
            <Trans>Your total savings {savings}</Trans>
          </p>
        ) : null}
        <ul className={styles.lines} aria-label={t`Items in your cart`}>
          {lines}
        </ul>
      </div>
      <div className={styles.side({ layout })}>{bill}</div>
      <div className={styles.proceedBar({ layout })}>
        <button type="button" className={styles.proceed} onClick={proceed}>
          <span className={styles.proceedTotal}>
            <span className={styles.proceedAmount}>{formatRwf(total)}</span>
            <span className={styles.proceedLabel}>
              <Trans>Total</Trans>
            </span>
          </span>
          <span className={styles.proceedAction}>
            <Trans>Proceed</Trans>
            <span aria-hidden="true"> ›</span>
          </span>
        </button>
      </div>
    </div>
  );
}
