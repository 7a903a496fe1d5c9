import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkoutKey, finishCheckout, forgetPending, type PlacementInput, pendingPlacement, rememberPending, renewCheckoutKey } from './checkoutSession';
import { backoffDelay, classifyFailure, waitForConnection } from './connection';
import { usePaymentReasonText } from './paymentReasons';
import { type PlaceOrderResult, usePlaceOrderMutation } from './usePlaceOrderMutation';

/** Where placing the order stands, for the checkout's button and messages. */
export type PlacementPhase =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /** No answer came back: the same request is sent again when the connection returns. */
  | { kind: 'waiting'; reason: 'offline' | 'server' | 'busy' }
  /** The server's total is higher than the one shown: the shopper must confirm the new figures. */
  | { kind: 'priceChanged'; input: PlacementInput; subtotal: number; total: number }
  /** The server does not deliver to the address's district (the zones changed since the page loaded). */
  | { kind: 'notDelivered'; input: PlacementInput; district: string; servedDistricts: readonly string[] }
  | { kind: 'failed'; message: string }
  /** The mobile-money provider refused the payment or is down: the order was withdrawn, cash on delivery still works. */
  | { kind: 'paymentRefused'; message: string };

/** The placed order: /success finds it by its id in the address (`?order=`), so a reload still shows it. */
export interface PlacedOrder {
  databaseId: string;
  /** PENDING while the payer's phone is asked to approve a mobile-money payment. */
  paymentState: string;
}

/** Server errors (an error page instead of GraphQL) get this many more tries before the shopper is told. */
const SERVER_FAILURE_TRIES = 4;
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

/**
 * Places the checkout's order exactly once. One idempotency key per checkout (kept in sessionStorage with the order
 * being placed); while a request runs further taps are ignored; when no answer comes (offline, a dropped connection)
 * the same request is sent again with the same key when the browser is back online or after a backoff, so the
 * server returns the first order instead of placing a second. A page reloaded mid-placement finishes it.
 * `onStale` runs when the server's answer shows the checkout's figures ('figures') or its delivery zones ('zones') are
 * out of date.
 */
export function useOrderPlacement({ onPlaced, onStale }: { onPlaced: (order: PlacedOrder) => void; onStale: (what: 'figures' | 'zones') => void }) {
  const { t } = useLingui();
  const reasonText = usePaymentReasonText();
  const send = usePlaceOrderMutation();
  const [phase, setPhase] = useState<PlacementPhase>({ kind: 'idle' });
  const running = useRef(false);
  const mounted = useRef(false);
  const handlers = useRef({ onPlaced, onStale });
  useEffect(() => {
    handlers.current = { onPlaced, onStale };
  });

  const refusal = useCallback(
    (result: PlaceOrderResult): string => {
      if (result.__typename === 'OutOfStockError' && result.product) {
        const name = result.product.name;
        const available = result.available ?? 0;
        return available > 0
          ? t`Only ${available} of ${name} left. Please lower the quantity in your cart.`
          : t`${name} is out of stock. Please remove it from your cart.`;
      }
      return result.message ?? t`Your order could not be placed. Please try again.`;
    },
    [t],
  );

  const run = useCallback(
    async (input: PlacementInput) => {
      if (running.current) return;
      running.current = true;
      setPhase({ kind: 'placing' });
      rememberPending(input);
      const key = checkoutKey();
      let waits = 0;
      let serverFailures = 0;
      try {
        for (;;) {
          let result: PlaceOrderResult;
          try {
            result = await send(input, key);
          } catch (error) {
            const failure = classifyFailure(error);
            if (failure === 'other' || (failure === 'server' && ++serverFailures > SERVER_FAILURE_TRIES)) {
              forgetPending();
              // A server error page says what happened; anything else (an unreadable answer) gets the plain sentence.
              setPhase({ kind: 'failed', message: failure === 'server' && error instanceof Error ? error.message : t`Your order could not be placed. Please try again.` });
              return;
            }
            // Left the checkout: the order stays remembered, and coming back finishes it.
            if (!mounted.current) return;
            setPhase({ kind: 'waiting', reason: failure === 'offline' ? 'offline' : 'server' });
            await waitForConnection(backoffDelay(waits++));
            if (!mounted.current) return;
            setPhase({ kind: 'placing' });
            continue;
          }
          if (result.__typename === 'PlaceOrderPayload' && result.order) {
            finishCheckout();
            handlers.current.onPlaced({ databaseId: result.order.databaseId, paymentState: result.order.payment.state });
            return;
          }
          if (result.__typename === 'RateLimitedError') {
            setPhase({ kind: 'waiting', reason: 'busy' });
            const seconds = Math.max(1, result.retryAfterSeconds ?? 5);
            await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_RATE_LIMIT_WAIT_MS, seconds * 1000)));
            if (!mounted.current) return;
            setPhase({ kind: 'placing' });
            continue;
          }
          // Any other answer is a refusal: the order was not placed and the key was not used.
          forgetPending();
          if (result.__typename === 'PriceChangedError' && result.subtotal !== undefined && result.total !== undefined) {
            setPhase({ kind: 'priceChanged', input, subtotal: result.subtotal, total: result.total });
            handlers.current.onStale('figures');
            return;
          }
          if (result.__typename === 'NotDeliveredError' && result.district !== undefined && result.servedDistricts !== undefined) {
            setPhase({ kind: 'notDelivered', input, district: result.district, servedDistricts: result.servedDistricts });
            handlers.current.onStale('zones');
            return;
          }
          if (result.__typename === 'PaymentRejectedError' || result.__typename === 'PaymentUnavailableError') {
            setPhase({ kind: 'paymentRefused', message: reasonText(result.reason, result.provider) });
            return;
          }
          if (result.__typename === 'ConflictError' && result.field === 'idempotencyKey') renewCheckoutKey();
          setPhase({ kind: 'failed', message: refusal(result) });
          if (result.__typename === 'OutOfStockError' || result.__typename === 'ConflictError') handlers.current.onStale('figures');
          return;
        }
      } finally {
        running.current = false;
      }
    },
    [send, refusal, reasonText, t],
  );

  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    mounted.current = true;
    // The key belongs to this checkout from the start; a reload interrupted an order: finish it.
    checkoutKey();
    const pending = pendingPlacement();
    if (pending) void runRef.current(pending);
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Places the order; ignored while a placement is already running. */
  const place = useCallback((input: PlacementInput) => void run(input), [run]);

  /** The shopper accepted the server's new figures: the same order at the new total. */
  const confirmNewTotal = useCallback(() => {
    if (phase.kind !== 'priceChanged') return;
    void run({ ...phase.input, subtotal: phase.subtotal, total: phase.total });
  }, [phase, run]);

  const dismiss = useCallback(() => setPhase({ kind: 'idle' }), []);

  const busy = phase.kind === 'placing' || phase.kind === 'waiting';
  return { phase, busy, place, confirmNewTotal, dismiss };
}
