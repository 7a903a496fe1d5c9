import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { offlineInsetVar } from '../../styles/vars.css';
import { Button } from '../../ui/Button';
import { onPendingCartChanges, pendingCartChanges } from './pendingCart';
import * as styles from './OfflineStatus.css';
import { acceptUpdate, dismissUpdate, onOfflineState, type OfflineState, offlineState } from './offlineState';

// A page rendered on the server is rendered as online, with nothing waiting; the browser's own state follows.
const SERVER_STATE: OfflineState = { online: true, sending: false, updateReady: false };
const NOTHING_PENDING: ReturnType<typeof pendingCartChanges> = [];

function useOfflineState(): OfflineState {
  return useSyncExternalStore(onOfflineState, offlineState, () => SERVER_STATE);
}

function usePendingCartChanges() {
  return useSyncExternalStore(onPendingCartChanges, pendingCartChanges, () => NOTHING_PENDING);
}

/** A cloud with a line through it: no connection. */
function OfflineIcon() {
  return (
    <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 18h11m3.2-1.6A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10 6.2" />
    </svg>
  );
}

/** The custom property behind `offlineInsetVar` ('var(--name)' gives '--name'). */
const INSET_PROPERTY = offlineInsetVar.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Tells the page how much room the banner and prompt take (their height and a gap as wide as the one between them),
 * so the bars at the bottom move up above them and the page's end scrolls clear of them (offlineInset in
 * styles/vars.css.ts).
 */
function useBottomInset() {
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const { height } = element.getBoundingClientRect();
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      root.style.setProperty(INSET_PROPERTY, height > 0 ? `${Math.ceil(height + gap)}px` : '0px');
    };
    // The region's width follows the window's, so a resize that matters resizes it too.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET_PROPERTY);
    };
  }, []);
  return region;
}

/**
 * The connection's state and the app's version, at the bottom of every screen: an offline banner (what still works,
 * how many cart changes wait to be sent), a note while they are sent, and the 'New version available' prompt.
 */
export function OfflineStatus() {
  const { t } = useLingui();
  const state = useOfflineState();
  const pending = usePendingCartChanges().length;
  const region = useBottomInset();
  const waiting = plural(pending, { one: '# cart change will be saved when you are back online.', other: '# cart changes will be saved when you are back online.' });
  return (
    <div ref={region} className={styles.region}>
      {/* A live region without the status role: the page's own status messages (toasts, alerts) stay the only ones. */}
      <div aria-live="polite" aria-atomic="true">
        {!state.online ? (
          <p className={styles.banner} data-testid="offline-banner">
            <OfflineIcon />
            <span className={styles.text}>
              <span className={styles.strong}>
                <Trans>You are offline.</Trans>
              </span>{' '}
              <Trans>Pages you have visited still open.</Trans>
              {pending > 0 ? ` ${waiting}` : ''}
            </span>
          </p>
        ) : state.sending && pending > 0 ? (
          <p className={styles.banner}>
            <span className={styles.text}>
              <Trans>Saving the cart changes you made offline...</Trans>
            </span>
          </p>
        ) : null}
      </div>
      {state.updateReady ? (
        <section className={styles.prompt} aria-labelledby="isoko-update-title">
          <p className={styles.text}>
            <span id="isoko-update-title" className={styles.strong}>
              <Trans>New version available</Trans>
            </span>{' '}
            <Trans>Reload to use it; your cart and your orders are kept.</Trans>
          </p>
          <div className={styles.actions}>
            <Button tone="quiet" size="small" onClick={dismissUpdate}>
              <Trans>Later</Trans>
            </Button>
            <Button tone="primary" size="small" onClick={acceptUpdate} aria-label={t`Reload to use the new version`}>
              <Trans>Reload</Trans>
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
