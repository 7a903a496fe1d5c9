import { Plural, Trans } from '@lingui/react/macro';
import * as styles from './Countdown.css';
import { useCountdown } from './useCountdown';

interface Props {
  /** When the promotion ends (ISO time from the server). */
  endsAt: string;
  /** Runs once when the countdown reaches zero on screen, so the caller can fetch the price without the promotion. */
  onEnd?: () => void;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * 'Promo ends in: Xh Ym Zs' within the last 24 hours, 'Promo ends in: N days Xh' before, ticking every second;
 * 'Promotion ended' at zero or less.
 */
export function Countdown({ endsAt, onEnd, size = 'small', className }: Props) {
  const { days, hours, minutes, seconds, ended } = useCountdown(endsAt, onEnd);
  return (
    // A timer is not announced on every tick (its live region is off); the text is read when reached.
    <span role="timer" className={[styles.countdown({ size, ended }), className].filter(Boolean).join(' ')}>
      <svg className={styles.icon({ size })} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {ended ? (
        <span>
          <Trans>Promotion ended</Trans>
        </span>
      ) : days > 0 ? (
        <span>
          <Trans>
            Promo ends in:{' '}
            <span className={styles.time}>
              <Plural value={days} one="# day" other="# days" /> {hours}h
            </span>
          </Trans>
        </span>
      ) : (
        <span>
          <Trans>
            Promo ends in: <span className={styles.time}>{hours}h {minutes}m {seconds}s</span>
          </Trans>
        </span>
      )}
    </span>
  );
}
