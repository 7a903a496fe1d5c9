import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Button } from '../../ui/Button';
import { onPendingCartChanges, pendingCartChanges } from './offlineCart';
import * as styles from './OfflineStatus.css';
import { acceptUpdate, dismissUpdate, onOfflineState, type OfflineState, offlineState } from './offlineState';

function useOfflineState(): OfflineState {
  return useSyncExternalStore(onOfflineState, offlineState);
}

function usePendingCartChanges() {
  return useSyncExternalStore(onPendingCartChanges, pendingCartChanges);
}

/** A cloud with a line through it: no connection. */
function OfflineIcon() {
  return (
    <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 18h11m3.2-1.6A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10 6.2" />
    </svg>
  );
}

/**
 * The connection's state and the app's version, at the bottom of every screen: an offline banner (what still works,
 * how many cart changes wait to be sent), a note while they are sent, and the 'New version available' prompt.
 */
export function OfflineStatus() {
  const { t } = useLingui();
  const state = useOfflineState();
  const pending = usePendingCartChanges().length;
  const waiting = plural(pending, { one: '# cart change will be saved when you are back online.', other: '# cart changes will be saved when you are back online.' });
  return (
    <div className={styles.region}>
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
            <Trans>Reload to use it; what you are doing now is kept.</Trans>
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
