import { Trans } from '@lingui/react/macro';
import { type RefObject, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Navigate } from 'react-router';
import type { PaymentStatus_order$key } from '../../__generated__/PaymentStatus_order.graphql';
import { useFormatRwf } from '../../i18n/money';
import { button } from '../../ui/Button.css';
import { useCountdown } from '../../ui/useCountdown';
import { localNumber, payerNumber } from './mobileMoney';
import { MobileMoneyNumberField } from './MobileMoneyNumberField';
import { orderResultPath } from './orderResultLoader';
import { usePayerNumberError } from './PaymentMethodForm';
import { PaymentExits } from './PaymentExits';
import { usePaymentReasonText } from './paymentReasons';
import { usePaymentChange } from './usePaymentChange';
import * as result from './OrderResult.css';
import * as styles from './PaymentStatus.css';

interface Props {
  order: PaymentStatus_order$key;
  /** The ways this shop takes: another try takes a number of a provider it offers. */
  offered: readonly string[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Reads the order again: a change the server refused because the order moved meanwhile. */
  onStale: () => void;
}

/**
 * Where a mobile-money payment stands: waiting for the shopper's approval (the number asked, the amount, the provider
 * and the time left, with its exits: the prompt again, another number, cash), or failed (why, with another try or
 * cash on delivery). A paid order goes on to /success, a cancelled one to /cancel.
 */
export function PaymentStatus({ order, offered, headingRef, onStale }: Props) {
  const data = useFragment(
    graphql`
      fragment PaymentStatus_order on Order {
        id
        databaseId
        status
        orderNumber
        total
        deliveryAddress {
          mobile
        }
        payment {
          state
          provider
          phone
          payerPhone
          promptAgainAt
          reasonCode
          dueAt
        }
      }
    `,
    order,
  );
  const formatRwf = useFormatRwf();
  const reasonText = usePaymentReasonText();
  const { payment } = data;
  if (data.status === 'CANCELLED') return <Navigate to={orderResultPath('cancel', data.databaseId)} replace />;
  if (payment.state !== 'PENDING' && payment.state !== 'FAILED') return <Navigate to={orderResultPath('success', data.databaseId)} replace />;

  const facts = (
    <dl className={result.facts}>
      <div className={result.fact}>
        <dt>
          <Trans>Order No</Trans>
        </dt>
        <dd className={result.factValue}>{data.orderNumber}</dd>
      </div>
      <div className={result.fact}>
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd className={result.factValue}>{formatRwf(data.total)}</dd>
      </div>
      {payment.provider ? (
        <div className={result.fact}>
          <dt>
            <Trans>Provider</Trans>
          </dt>
          <dd className={result.factValue}>{payment.provider}</dd>
        </div>
      ) : null}
      {payment.phone ? (
        <div className={result.fact}>
          <dt>
            <Trans>Number</Trans>
          </dt>
          <dd className={`${result.factValue} ${styles.number}`}>{payment.phone}</dd>
        </div>
      ) : null}
      {payment.state === 'PENDING' && payment.dueAt ? <TimeLeft dueAt={payment.dueAt} /> : null}
    </dl>
  );

  if (payment.state === 'PENDING') {
    return (
      <>
        <span className={styles.phoneMark} aria-hidden="true">
          <PhoneIcon />
        </span>
        <h1 ref={headingRef} id="payment-title" className={result.title} tabIndex={-1}>
          <Trans>Approve the payment on your phone</Trans>
        </h1>
        <p className={result.text}>
          <Trans>
            We sent a payment request to <span className={styles.number}>{payment.phone ?? ''}</span>. Enter your {payment.provider ?? ''} PIN on your phone to
            approve <span className={styles.number}>{formatRwf(data.total)}</span>.
          </Trans>
        </p>
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <Trans>Waiting for your approval…</Trans>
        </p>
        {facts}
        <PaymentExits
          orderId={data.id}
          databaseId={data.databaseId}
          offered={offered}
          payerPhone={payment.payerPhone ?? null}
          provider={payment.provider ?? null}
          promptAgainAt={payment.promptAgainAt ?? null}
          dueAt={payment.dueAt ?? null}
          onStale={onStale}
        />
      </>
    );
  }

  return (
    <>
      <span className={result.cancelMark} aria-hidden="true">
        !
      </span>
      <h1 ref={headingRef} id="payment-title" className={result.title} tabIndex={-1}>
        <Trans>Payment failed</Trans>
      </h1>
      <p className={styles.reason} role="alert">
        {reasonText(payment.reasonCode, payment.provider)}
      </p>
      <p className={result.text}>
        <Trans>Your order is kept. Try again, or pay cash on delivery instead.</Trans>
      </p>
      {facts}
      <RetryPayment
        orderId={data.id}
        databaseId={data.databaseId}
        offered={offered}
        // The number just paid with (an Airtel number stays Airtel), else the delivery address's.
        initialPhone={localNumber(payment.payerPhone ?? data.deliveryAddress.mobile)}
        onStale={onStale}
      />
    </>
  );
}

/** The time left to approve before the order is cancelled, ticking every second. */
function TimeLeft({ dueAt }: { dueAt: string }) {
  const { hours, minutes, seconds, ended } = useCountdown(dueAt);
  const clock = `${hours > 0 ? `${hours}:` : ''}${String(minutes).padStart(hours > 0 ? 2 : 1, '0')}:${String(seconds).padStart(2, '0')}`;
  return (
    <div className={result.fact}>
      <dt>
        <Trans>Time left</Trans>
      </dt>
      <dd className={`${result.factValue} ${styles.number}`}>
        {/* The timer role inside: a <dd> that is not a definition breaks the list for screen readers. */}
        <span role="timer">{ended ? <Trans>Time is up</Trans> : clock}</span>
      </dd>
    </div>
  );
}

/** Another prompt to a number (editable), or cash on delivery instead; the first ends back in the waiting state. */
function RetryPayment({
  orderId,
  databaseId,
  offered,
  initialPhone,
  onStale,
}: {
  orderId: string;
  databaseId: string;
  offered: readonly string[];
  initialPhone: string;
  onStale: () => void;
}) {
  const { busy, refusal, clearRefusal, change } = usePaymentChange(orderId, databaseId, onStale);
  const [phone, setPhone] = useState(initialPhone);
  const [asked, setAsked] = useState(false);
  const payer = payerNumber(phone, offered);
  const numberError = usePayerNumberError()(payer, asked);
  const error = numberError ?? refusal;

  return (
    <form
      className={styles.retry}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAsked(true);
        if (busy || payer.kind !== 'ok') return;
        void change(payer.method, payer.local);
      }}
    >
      <MobileMoneyNumberField phone={phone} payer={payer} error={error} announceError onChange={(value) => {
          setPhone(value);
          clearRefusal();
        }} />
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'primary' })} aria-disabled={busy || undefined}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className={button({ tone: 'outline' })} aria-disabled={busy || undefined} onClick={() => void (busy || change('CASH_ON_DELIVERY', null))}>
          <Trans>Pay cash on delivery instead</Trans>
        </button>
      </div>
    </form>
  );
}

function PhoneIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </svg>
  );
}
