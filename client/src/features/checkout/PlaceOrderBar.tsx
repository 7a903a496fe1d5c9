import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { NotDeliveredNote } from './NotDeliveredNote';
import type { PlacementPhase } from './useOrderPlacement';
import * as styles from './Checkout.css';

interface Props {
  phase: PlacementPhase;
  /** Where the chosen address is and where the shop delivers instead; null when the order can go there. */
  notDelivered: { district: string; servedDistricts: readonly string[] } | null;
  noAddress: boolean;
  busy: boolean;
  onPlace: () => void;
  onAddAddress: () => void;
}

/**
 * Cash on Delivery, with what keeps it waiting (no connection, a busy shop), why it cannot be used (no address, an
 * address the shop does not deliver to) or why the order failed.
 */
export function PlaceOrderBar({ phase, notDelivered, noAddress, busy, onPlace, onAddAddress }: Props) {
  const placeReasonId = useId();
  const notDeliveredId = useId();
  return (
    <div className={styles.placeBar}>
      <div aria-live="polite">
        {phase.kind === 'waiting' ? (
          <p className={styles.waiting}>
            {phase.reason === 'offline' ? (
              <Trans>You are offline. Waiting for connection… Your order will be placed as soon as you are back online.</Trans>
            ) : phase.reason === 'busy' ? (
              <Trans>The shop is busy. Your order will be sent again in a moment.</Trans>
            ) : (
              <Trans>The shop could not be reached. Trying again…</Trans>
            )}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">
        {notDelivered ? <NotDeliveredNote id={notDeliveredId} district={notDelivered.district} servedDistricts={notDelivered.servedDistricts} /> : null}
      </div>
      {phase.kind === 'failed' ? (
        <p className={styles.placeError} role="alert">
          {phase.message}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.placeButton}
        disabled={noAddress || notDelivered !== null}
        aria-disabled={busy || undefined}
        aria-describedby={noAddress ? placeReasonId : notDelivered ? notDeliveredId : undefined}
        onClick={onPlace}
      >
        {phase.kind === 'placing' ? (
          <Trans>Placing order...</Trans>
        ) : phase.kind === 'waiting' ? (
          <Trans>Waiting for connection...</Trans>
        ) : (
          <Trans>Cash on Delivery</Trans>
        )}
      </button>
      {noAddress ? (
        <p id={placeReasonId} className={styles.placeReason}>
          <Trans>
            <button type="button" className={styles.placeReasonAction} onClick={onAddAddress}>
              Add a delivery address
            </button>{' '}
            to place your order
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
