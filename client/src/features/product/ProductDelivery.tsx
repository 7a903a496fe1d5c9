import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { estimatedDateText } from '../delivery/deliveryDate';
import { deliveryChargeText, districtListText, hourText } from '../delivery/deliveryWording';
import { useDeliveryPromise } from '../delivery/useDeliveryPromise';
import * as styles from './Product.css';

/**
 * The product page's delivery section, from the delivery zones: how long delivery takes, what it costs, when an
 * order placed now should arrive and where the shop delivers. A shopper with an address reads it for their
 * district (and is told plainly when the shop does not deliver there yet).
 */
export function ProductDelivery() {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        <Trans>Delivery</Trans>
      </h2>
      <Suspense fallback={<DeliverySkeleton />}>
        <DeliveryFacts />
      </Suspense>
    </section>
  );
}

function DeliveryFacts() {
  const { i18n } = useLingui();
  const promise = useDeliveryPromise();
  const district = promise.district;
  const servedDistricts = districtListText(promise.servedDistricts, i18n.locale);
  const cutoff = promise.sameDayCutoffHour === null ? null : hourText(promise.sameDayCutoffHour);
  return (
    <>
      {district !== null && promise.served ? (
        <p className={styles.deliveryNote}>
          <Trans>Delivering to your address in {district}.</Trans>
        </p>
      ) : null}
      {district === null && !promise.sameEverywhere ? (
        <p className={styles.deliveryNote}>
          <Trans>For most of the districts we deliver to; checkout shows the terms for your address.</Trans>
        </p>
      ) : null}
      {district !== null && !promise.served ? (
        <p className={styles.deliveryRefusal}>
          <Trans>We do not deliver to your address in {district} yet.</Trans>
        </p>
      ) : null}
      <dl className={styles.details}>
        {promise.served ? (
          <>
            <div className={styles.detailRow}>
              <dt className={styles.detailName}>
                <Trans>Delivery time</Trans>
              </dt>
              <dd className={styles.detailValue}>{promise.label}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailName}>
                <Trans>Delivery charge</Trans>
              </dt>
              <dd className={styles.detailValue}>{deliveryChargeText(promise.charge, i18n)}</dd>
            </div>
            <div className={styles.detailRow}>
              <dt className={styles.detailName}>
                <Trans>Order now, delivered by</Trans>
              </dt>
              <dd className={styles.detailValue}>
                {estimatedDateText(promise.estimatedDeliveryDate, i18n.locale)}
                {cutoff !== null ? (
                  <span className={styles.deliveryCutoff}>
                    <Trans>Orders placed before {cutoff} (Kigali time) on a weekday count from that day.</Trans>
                  </span>
                ) : null}
              </dd>
            </div>
          </>
        ) : null}
        <div className={styles.detailRow}>
          <dt className={styles.detailName}>
            <Trans>We deliver to</Trans>
          </dt>
          <dd className={styles.detailValue}>{servedDistricts || <Trans>Nowhere at the moment</Trans>}</dd>
        </div>
      </dl>
    </>
  );
}

/** The facts' shape while the promise loads. */
function DeliverySkeleton() {
  return (
    <div className={styles.skeletonText}>
      <Skeleton width="60%" height="1.25rem" />
      <Skeleton width="45%" height="1.25rem" />
      <Skeleton width="80%" height="1.25rem" />
      <Skeleton width="90%" height="1.25rem" />
    </div>
  );
}
