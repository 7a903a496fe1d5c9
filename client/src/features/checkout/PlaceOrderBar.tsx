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
  /** The shopper pays by mobile money (the button says so). */
  mobileMoney: boolean;
  /** False while the mobile-money number cannot pay (the form says why). */
  payable: boolean;
  onPlace: () => void;
  /** After the mobile-money provider refused: the same order, paid in cash on delivery. */
  onPayCash: () => void;
  onAddAddress: () => void;
}

/**
 * Cash on Delivery (or Pay with Mobile Money), with what keeps it waiting (no connection, a busy shop), why it cannot be used (no address, an
 * address the shop does not deliver to) or why the order failed.
 */
export function PlaceOrderBar({ phase, notDelivered, noAddress, busy, mobileMoney, payable, onPlace, onPayCash, onAddAddress }: Props) {
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
      {phase.kind === 'paymentRefused' ? (
        <div className={styles.paymentRefused} role="alert">
          <p>{phase.message}</p>
          <p>
            <Trans>Your order was not placed and nothing was charged.</Trans>
          </p>
          <button type="button" className={styles.payCashButton} onClick={onPayCash}>
            <Trans>Pay cash on delivery instead</Trans>
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.placeButton}
        disabled={noAddress || notDelivered !== null || !payable}
        aria-disabled={busy || undefined}
        aria-describedby={noAddress ? placeReasonId : notDelivered ? notDeliveredId : undefined}
        onClick={onPlace}
      >
        {phase.kind === 'placing' ? (
          <Trans>Placing order...</Trans>
        ) : phase.kind === 'waiting' ? (
          <Trans>Waiting for connection...</Trans>
        ) : mobileMoney ? (
          <Trans>Pay with Mobile Money</Trans>
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
