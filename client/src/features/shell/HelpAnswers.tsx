import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { estimatedDateText } from '../delivery/deliveryDate';
import { deliveryChargeText, districtListText, hourText } from '../delivery/deliveryWording';
import { useDeliveryPromise } from '../delivery/useDeliveryPromise';
import * as styles from './HelpAssistant.css';

/** The help panel's questions, each a disclosure opening to the shop's answer (HelpAssistant.tsx loads it on opening). */
export function HelpAnswers() {
  const { t } = useLingui();
  // The delivery answers come from the delivery zones, as the cards and the product page do.
  const questions: { question: string; answer: ReactNode }[] = [
    { question: t`When will my order arrive?`, answer: <DeliveryAnswer topic="when" /> },
    { question: t`Where do you deliver?`, answer: <DeliveryAnswer topic="where" /> },
    { question: t`How much does delivery cost?`, answer: <DeliveryAnswer topic="charge" /> },
    { question: t`How do I pay?`, answer: t`Pay cash when your order arrives, or with MTN MoMo or Airtel Money when you order.` },
    { question: t`Is there a minimum order?`, answer: t`No. There is no minimum order: order as little as you need.` },
    { question: t`Can I return something or get a refund?`, answer: t`Yes. Ask for a refund or return within 48 hours of delivery.` },
  ];

  return (
    <div className={styles.questions}>
      {questions.map(({ question, answer }) => (
        <details key={question} className={styles.item} name="help-question">
          <summary className={styles.question}>{question}</summary>
          <p className={styles.answer}>{answer}</p>
        </details>
      ))}
    </div>
  );
}

type DeliveryTopic = 'when' | 'where' | 'charge';

/** A delivery answer; while the promise loads (the panel is rarely open that early) a short wait stands in. */
function DeliveryAnswer({ topic }: { topic: DeliveryTopic }) {
  return (
    <Suspense fallback={<Trans>Loading...</Trans>}>
      <PromiseAnswer topic={topic} />
    </Suspense>
  );
}

/** The answer for the viewer's promise: their district's when they have an address, the shop's usual one otherwise. */
function PromiseAnswer({ topic }: { topic: DeliveryTopic }) {
  const { i18n, t } = useLingui();
  const promise = useDeliveryPromise();
  const { district, label } = promise;
  const districts = districtListText(promise.servedDistricts, i18n.locale);
  const where = districts ? t`We deliver to ${districts}.` : t`We are not delivering anywhere at the moment.`;
  if (!promise.served) {
    const refusal = district ? t`We do not deliver to your address in ${district} yet.` : '';
    return `${refusal} ${where}`.trim();
  }
  if (topic === 'where') return district ? `${where} ${t`Your address in ${district} is one of them.`}` : where;
  // A guest's terms are those most served districts share; said so when some district differs.
  const forMost = district === null && !promise.sameEverywhere ? ` ${t`That is for most of the districts we deliver to; checkout shows the terms for your address.`}` : '';
  if (topic === 'charge') {
    if (promise.charge === 0) return (district ? t`Delivery to ${district} is free.` : t`Delivery is free.`) + forMost;
    const charge = deliveryChargeText(promise.charge, i18n);
    return (district ? t`Delivery to ${district} costs ${charge}.` : t`Delivery costs ${charge}.`) + forMost;
  }
  const date = estimatedDateText(promise.estimatedDeliveryDate, i18n.locale);
  const cutoff = promise.sameDayCutoffHour === null ? null : hourText(promise.sameDayCutoffHour);
  const countsFrom = cutoff === null ? '' : ` ${t`Orders placed before ${cutoff} (Kigali time) on a weekday count from that day.`}`;
  return t`Delivery time: ${label} (working days, Monday to Friday). An order placed now should arrive on ${date}.` + countsFrom + forMost;
}
