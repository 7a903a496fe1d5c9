import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { PromoCodeFormQuery } from '../../__generated__/PromoCodeFormQuery.graphql';
import { useFormatRwf } from '../../i18n/money';
import { NetworkError } from '../../relay/environment';
import { Button } from '../../ui/Button';
import * as styles from './Checkout.css';

const query = graphql`
  query PromoCodeFormQuery($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) {
      outcome
      promoCode
      discountTotal
      validProducts {
        discountTotal
        product {
          id
          localName
        }
      }
    }
  }
`;

/** A promo code the server accepted for some or all of the cart's products. */
export interface AppliedPromo {
  /** As the server matched it (trimmed, upper-cased); sent with the order. */
  code: string;
  outcome: 'VALID' | 'PARTIAL';
  discountTotal: number;
  products: { id: string; name: string; discountTotal: number }[];
}

type Status = { kind: 'idle' } | { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * The checkout's Promo Code box: Apply asks the server which of the cart's products the code discounts. Success lists
 * them; a partial match says 'Some products could not use this code.' and keeps the valid ones; otherwise 'Invalid or
 * expired promo code.'.
 */
export function PromoCodeForm({ applied, onApplied, disabled }: { applied: AppliedPromo | null; onApplied: (promo: AppliedPromo | null) => void; disabled: boolean }) {
  const formatRwf = useFormatRwf();
  const environment = useRelayEnvironment();
  const inputId = useId();
  const discountedTitleId = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const checking = status.kind === 'checking';
  const appliedCode = applied?.code ?? '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || checking || disabled) return;
    setStatus({ kind: 'checking' });
    fetchQuery<PromoCodeFormQuery>(environment, query, { input: { code: typed } }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          const check = data?.validatePromoCode;
          if (!check || check.outcome === 'INVALID' || (check.outcome !== 'VALID' && check.outcome !== 'PARTIAL')) {
            setStatus({ kind: 'invalid' });
            onApplied(null);
            return;
          }
          setStatus({ kind: 'idle' });
          onApplied({
            code: check.promoCode,
            outcome: check.outcome,
            discountTotal: check.discountTotal,
            products: check.validProducts.map((item) => ({ id: item.product.id, name: item.product.localName, discountTotal: item.discountTotal })),
          });
        },
        (error: unknown) => {
          // Without a connection the code was never checked: say so rather than calling it invalid.
          if (error instanceof NetworkError && error.status === null) setStatus({ kind: 'failed', message: error.message });
          else setStatus({ kind: 'invalid' });
          onApplied(null);
        },
      );
  };

  return (
    <div className={styles.promo}>
      <form className={styles.promoForm} onSubmit={apply} noValidate>
        <label htmlFor={inputId} className={styles.promoLabel}>
          <Trans>Promo Code</Trans>
        </label>
        <div className={styles.promoRow}>
          <input
            id={inputId}
            className={styles.promoInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            disabled={disabled}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" tone="outline" disabled={!code.trim() || checking || disabled}>
            {checking ? <Trans>Checking...</Trans> : <Trans>Apply</Trans>}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className={styles.promoResult}>
        {status.kind === 'invalid' ? (
          <p className={styles.promoError}>
            <Trans>Invalid or expired promo code.</Trans>
          </p>
        ) : status.kind === 'failed' ? (
          <p className={styles.promoError}>{status.message}</p>
        ) : applied ? (
          <div className={applied.outcome === 'VALID' ? styles.promoSuccess : styles.promoPartial}>
            <p className={styles.promoHeadline}>
              {applied.outcome === 'VALID' ? (
                <Trans>Promo code {appliedCode} applied.</Trans>
              ) : (
                <Trans>Some products could not use this code.</Trans>
              )}
            </p>
            <p id={discountedTitleId} className={styles.promoListTitle}>
              <Trans>Discounted products:</Trans>
            </p>
            <ul className={styles.promoList} aria-labelledby={discountedTitleId}>
              {applied.products.map((product) => (
                <li key={product.id} className={styles.promoItem}>
                  <span>{product.name}</span>
                  <span className={styles.promoAmount}>−{formatRwf(product.discountTotal)}</span>
                </li>
              ))}
            </ul>
            {!disabled ? (
              <Button
                tone="quiet"
                size="small"
                className={styles.promoRemove}
                onClick={() => {
                  onApplied(null);
                  setCode('');
                }}
              >
                <Trans>Remove code</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
