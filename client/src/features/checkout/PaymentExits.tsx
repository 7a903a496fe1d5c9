import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { button } from '../../ui/Button.css';
import { disclosureChevron, disclosureSummary } from '../../ui/Disclosure.css';
import { formatMobile } from '../../i18n/mobile';
import { useCountdown } from '../../ui/useCountdown';
import { localNumber, payerNumber } from './mobileMoney';
import { MobileMoneyNumberField } from './MobileMoneyNumberField';
import { usePayerNumberError } from './PaymentMethodForm';
import { usePaymentChange } from './usePaymentChange';
import * as styles from './PaymentExits.css';

interface Props {
  orderId: string;
  databaseId: string;
  /** The ways this shop takes: another number must be of a provider it offers. */
  offered: readonly string[];
  /** The number the waiting prompt went to, in full (+2507XXXXXXXX). */
  payerPhone: string | null;
  provider: string | null;
  promptAgainAt: string | null;
  dueAt: string | null;
  onStale: () => void;
}

/**
 * The ways out of a prompt that waits: where to find it on the phone, the same number asked again (not before the
 * server allows it), another number, or cash on delivery instead. New prompts stop once the time to approve is up.
 */
export function PaymentExits({ orderId, databaseId, offered, payerPhone, provider, promptAgainAt, dueAt, onStale }: Props) {
  const { busy, refusal, clearRefusal, change } = usePaymentChange(orderId, databaseId, onStale);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { t } = useLingui();
  const deadline = useCountdown(dueAt ?? new Date(0).toISOString());
  const current = payerNumber(localNumber(payerPhone), offered);
  const refusalId = useId();

  const sent = (local: string) => {
    const phone = formatMobile(`+250${local.slice(1)}`);
    setNotice(t`A new payment request was sent to ${phone}.`);
    // The control that sent it may be gone (the other-number form closes): the news takes the focus.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <div className={styles.exits}>
      <ApprovalHint provider={provider} />
      {notice ? (
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      {refusal ? (
        <p id={refusalId} className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      {!deadline.ended && current.kind === 'ok' ? (
        <PromptAgain
          promptAgainAt={promptAgainAt}
          busy={busy}
          onSend={async () => {
            setNotice(null);
            if (await change(current.method, current.local)) sent(current.local);
          }}
        />
      ) : null}
      {!deadline.ended ? (
        <OtherNumber
          offered={offered}
          busy={busy}
          onEdit={clearRefusal}
          onSend={async (payer) => {
            setNotice(null);
            const done = await change(payer.method, payer.local);
            if (done) sent(payer.local);
            return done;
          }}
        />
      ) : null}
      <button
        type="button"
        className={button({ tone: 'outline', block: true })}
        aria-disabled={busy || undefined}
        onClick={() => void (busy || change('CASH_ON_DELIVERY', null))}
      >
        <Trans>Pay cash on delivery instead</Trans>
      </button>
    </div>
  );
}

/** Where a shopper finds a prompt that did not show, or was closed: the provider's menu of approvals waiting. */
function ApprovalHint({ provider }: { provider: string | null }) {
  const { t } = useLingui();
  const name = provider ?? t`mobile money`;
  return (
    <div className={styles.hint}>
      <p className={styles.hintTitle}>
        <Trans>No prompt on your phone?</Trans>
      </p>
      <p>
        {provider === 'MTN MoMo' ? (
          <Trans>
            Dial <span className={styles.code}>*182*7*1#</span> and look for approvals waiting, or send the prompt again.
          </Trans>
        ) : (
          <Trans>Open your {name} menu and look for approvals waiting, or send the prompt again.</Trans>
        )}
      </p>
    </div>
  );
}

/** The same number asked again; held back, with the time left, until the server allows it. */
function PromptAgain({ promptAgainAt, busy, onSend }: { promptAgainAt: string | null; busy: boolean; onSend: () => Promise<void> }) {
  const { minutes, seconds, ended } = useCountdown(promptAgainAt ?? new Date(0).toISOString());
  const waitId = useId();
  const clock = `${minutes}:${String(seconds).padStart(2, '0')}`;
  const held = busy || !ended;
  return (
    <div className={styles.again}>
      <button
        type="button"
        className={button({ tone: 'primary', block: true })}
        aria-disabled={held || undefined}
        aria-describedby={ended ? undefined : waitId}
        onClick={() => void (held || onSend())}
      >
        <Trans>Send the prompt again</Trans>
      </button>
      {ended ? null : (
        <p id={waitId} className={styles.wait}>
          <Trans>You can send it again in {clock}.</Trans>
        </p>
      )}
    </div>
  );
}

type ReadyPayer = Extract<ReturnType<typeof payerNumber>, { kind: 'ok' }>;

/** Another mobile-money number, MTN or Airtel (the provider follows its prefix), behind a disclosure. */
function OtherNumber({ offered, busy, onEdit, onSend }: { offered: readonly string[]; busy: boolean; onEdit: () => void; onSend: (payer: ReadyPayer) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState(false);
  const payer = payerNumber(phone, offered);
  const error = usePayerNumberError()(payer, asked);
  return (
    <details className={styles.other} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={disclosureSummary}>
        <span className={disclosureChevron} aria-hidden="true" />
        <Trans>Use another number</Trans>
      </summary>
      <form
        className={styles.otherForm}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setAsked(true);
          if (busy || payer.kind !== 'ok') return;
          if (await onSend(payer)) {
            setOpen(false);
            setPhone('');
            setAsked(false);
          }
        }}
      >
        <MobileMoneyNumberField phone={phone} payer={payer} error={error} announceError onChange={(value) => {
            setPhone(value);
            onEdit();
          }} />
        <button type="submit" className={`${button({ tone: 'primary', block: true })} ${styles.otherSend}`} aria-disabled={busy || undefined}>
          <Trans>Send to this number</Trans>
        </button>
      </form>
    </details>
  );
}
