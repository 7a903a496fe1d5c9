import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { deliveryChargeText, districtListText, estimatedDateText, hourText } from '../delivery/deliveryWording';
import { useDeliveryPromise } from '../delivery/useDeliveryPromise';
import { closeHelp, toggleHelp, useHelpOpen } from './helpPanel';
import { CloseIcon, HelpIcon } from './icons';
import * as styles from './HelpAssistant.css';

/**
 * The help assistant: a small panel of the questions shoppers ask most, each opening to the shop's answer. A
 * non-modal disclosure: the page stays usable, Escape closes it and focus goes back to what opened it. Its round
 * launcher shows only where the screen has a free margin beside the page (from 1360 px), so it never covers a
 * button of the page; narrower screens open it from the bottom navigation (phones) or the footer.
 */
export function HelpAssistant() {
  const { t } = useLingui();
  const open = useHelpOpen();
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // A Help entry elsewhere toggles the panel itself.
      if (!wrapper.current?.contains(target) && !target?.closest?.('[data-help-entry]')) closeHelp(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = () => closeHelp(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  // The delivery answers come from the delivery zones, as the cards and the product page do.
  const questions: { question: string; answer: ReactNode }[] = [
    { question: t`When will my order arrive?`, answer: <DeliveryAnswer topic="when" /> },
    { question: t`Where do you deliver?`, answer: <DeliveryAnswer topic="where" /> },
    { question: t`How much does delivery cost?`, answer: <DeliveryAnswer topic="charge" /> },
    { question: t`How do I pay?`, answer: t`Cash on delivery: you pay when your order arrives.` },
    { question: t`Is there a minimum order?`, answer: t`No. There is no minimum order: order as little as you need.` },
    { question: t`Can I return something or get a refund?`, answer: t`Yes. Ask for a refund or return within 48 hours of delivery.` },
  ];

  return (
    <div ref={wrapper} className={styles.wrapper} onKeyDown={onKeyDown}>
      <section
        ref={panel}
        id={panelId}
        className={styles.panel}
        hidden={!open}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.panelHeader}>
          <div>
            <h2 id={titleId} className={styles.title}>
              <Trans>Need help?</Trans>
            </h2>
            <p className={styles.subtitle}>
              <Trans>Tap a question to see the answer.</Trans>
            </p>
          </div>
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close help`}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={styles.questions}>
          {questions.map(({ question, answer }) => (
            <details key={question} className={styles.item} name="help-question">
              <summary className={styles.question}>{question}</summary>
              <p className={styles.answer}>{answer}</p>
            </details>
          ))}
        </div>
      </section>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Help`}
        onClick={() => toggleHelp(button.current)}
      >
        {open ? <CloseIcon size={26} /> : <HelpIcon size={28} />}
      </button>
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
