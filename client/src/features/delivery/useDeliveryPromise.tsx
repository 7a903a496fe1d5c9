import { createContext, type ReactNode, use, useEffect, useMemo } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks';
import { fetchQuery, type GraphQLTaggedNode, type IEnvironment, type OperationType } from 'relay-runtime';
import DeliveryPromiseRefreshQuery from '../../__generated__/DeliveryPromiseRefreshQuery.graphql';
import type { useDeliveryPromise_query$key } from '../../__generated__/useDeliveryPromise_query.graphql';
import { onMutationAnswered } from '../../relay/mutationAnswers';
import { isSignedIn, onSessionChange } from '../../relay/session';

/** What the shop promises the viewer, from the delivery zones (the server's `Query.deliveryPromise`). */
export interface DeliveryPromise {
  /** The viewer's district (their newest address's); null for the shop's usual promise (guests, no address). */
  district: string | null;
  /** Whether the shop delivers there. */
  served: boolean;
  /** RWF; 0 is 'Free'. */
  charge: number;
  /** Business days (Monday to Friday) from the order's day. */
  leadDays: number;
  /** Orders before this hour (Kigali time) on a business day count from that day; null: no cut-off. */
  sameDayCutoffHour: number | null;
  /** The short promise ('2-3 days') in the interface language. */
  label: string;
  /** When an order placed now should arrive. */
  estimatedDeliveryDate: Date;
  /** Where the shop delivers, Kigali's districts first. */
  servedDistricts: readonly string[];
  /**
   * Whether every served district has these terms (time, cut-off, charge). A guest's promise is the one most
   * served districts share: when some differ, what is said of it is said of most districts, not all.
   */
  sameEverywhere: boolean;
}

/** A query that spreads useDeliveryPromise_query (the layout's). */
interface PromiseQuery extends OperationType {
  readonly response: useDeliveryPromise_query$key;
}

/** That query with the reference its loader holds. */
interface PromiseSource {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<PromiseQuery>;
}

const PromiseSourceContext = createContext<PromiseSource | null>(null);

const HOUR_MS = 60 * 60 * 1000;
// After the hour, so the server's clock has passed it too.
const HOURLY_DELAY_MS = 5_000;

// The viewer's addresses decide their promise (the newest one is their default).
const ADDRESS_MUTATIONS = new Set(['createAddress', 'updateAddress', 'removeAddress']);

/**
 * Gives the page the viewer's delivery promise, read once with the layout's query (no request per card). It is
 * asked for again when the shopper signs out (the layout is then written locally, without the guest's promise),
 * after any change to their addresses and after each whole hour; signing in refetches the layout's query, promise
 * included.
 */
export function DeliveryPromiseProvider({ query, queryRef, children }: PromiseSource & { children: ReactNode }) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    // Errors are let go: offline, the last promise stays on screen until the next refresh.
    const refresh = () => fetchQuery(environment, DeliveryPromiseRefreshQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    let signedIn = isSignedIn();
    const stopSession = onSessionChange(() => {
      if (isSignedIn() === signedIn) return;
      signedIn = isSignedIn();
      if (!signedIn) refresh();
    });
    const stopMutations = onMutationAnswered((field, typename) => {
      if (ADDRESS_MUTATIONS.has(field) && typename?.endsWith('Payload')) refresh();
    });
    // The estimate moves with the Kigali day and a zone's cut-off hour, always on a whole hour (Kigali is a whole
    // number of hours from UTC): a page left open is brought up to date just after each one.
    let hourly: ReturnType<typeof setTimeout>;
    const refreshEachHour = () => {
      hourly = setTimeout(() => {
        refresh();
        refreshEachHour();
      }, HOUR_MS - (Date.now() % HOUR_MS) + HOURLY_DELAY_MS);
    };
    refreshEachHour();
    return () => {
      stopSession();
      stopMutations();
      clearTimeout(hourly);
    };
  }, [environment]);
  const source = useMemo(() => ({ query, queryRef }), [query, queryRef]);
  return <PromiseSourceContext value={source}>{children}</PromiseSourceContext>;
}

let refill: Promise<void> | null = null;

/**
 * Fetches the viewer's promise into the store when the layout holds none: at sign-out it is written without one,
 * and a first answer set aside for a token refresh that was then refused never reached the store. Offline, it
 * tries again once the browser is back online; meanwhile what shows the promise keeps its Suspense fallback.
 */
function refillPromise(environment: IEnvironment): Promise<void> {
  refill ??= new Promise<void>((resolve) => {
    const attempt = () => {
      fetchQuery(environment, DeliveryPromiseRefreshQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => {
          refill = null;
          resolve();
        },
        error: () => window.addEventListener('online', attempt, { once: true }),
      });
    };
    attempt();
  });
  return refill;
}

/**
 * The viewer's delivery promise. Suspends until the layout's query has answered: wrap what shows it in a Suspense
 * boundary whose fallback keeps its room, so nothing jumps when it arrives.
 */
export function useDeliveryPromise(): DeliveryPromise {
  const source = use(PromiseSourceContext);
  if (!source) throw new Error('useDeliveryPromise needs a DeliveryPromiseProvider above it');
  const environment = useRelayEnvironment();
  const root = usePreloadedQuery<PromiseQuery>(source.query, source.queryRef);
  const data = useFragment(
    graphql`
      fragment useDeliveryPromise_query on Query @refetchable(queryName: "DeliveryPromiseRefreshQuery") {
        deliveryPromise {
          district
          served
          charge
          leadDays
          sameDayCutoffHour
          label
          localLabel
          estimatedDeliveryDate
          servedDistricts
        }
        servedZones: deliveryZones(served: true) {
          charge
          leadDays
          sameDayCutoffHour
          label
        }
      }
    `,
    root,
  );
  // Missing from the store (see refillPromise): wait for it rather than read what is not there.
  const missing = (data.deliveryPromise as typeof data.deliveryPromise | undefined) === undefined || (data.servedZones as typeof data.servedZones | undefined) === undefined;
  if (missing) use(refillPromise(environment));
  const { deliveryPromise, servedZones } = data;
  return {
    district: deliveryPromise.district ?? null,
    served: deliveryPromise.served,
    charge: deliveryPromise.charge,
    leadDays: deliveryPromise.leadDays,
    sameDayCutoffHour: deliveryPromise.sameDayCutoffHour ?? null,
    label: deliveryPromise.localLabel,
    estimatedDeliveryDate: new Date(deliveryPromise.estimatedDeliveryDate),
    servedDistricts: deliveryPromise.servedDistricts,
    sameEverywhere: servedZones.every(
      (zone) =>
        zone.charge === deliveryPromise.charge &&
        zone.leadDays === deliveryPromise.leadDays &&
        (zone.sameDayCutoffHour ?? null) === (deliveryPromise.sameDayCutoffHour ?? null) &&
        zone.label === deliveryPromise.label,
    ),
  };
}
