import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PromoCodeForm_cart$key } from '../../__generated__/PromoCodeForm_cart.graphql';
import type { PromoCodeFormQuery } from '../../__generated__/PromoCodeFormQuery.graphql';
import { useFormatRwf } from '../../i18n/money';
import { NetworkError } from '../../relay/environment';
import { Button } from '../../ui/Button';
import { productPath } from '../product-card/productPath';
import { PromoOffer } from '../product/PromoOffer';
import * as styles from './Checkout.css';

const query = graphql`
  query PromoCodeFormQuery($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) {
      outcome
      promoCode
      discountTotal
      productNotInCart {
        localName
        slug
        databaseId
      }
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

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'notInCart'; productName: string; productPath: string }
  | { kind: 'failed'; message: string };

/** A live code of a product in the cart, offered as a one-tap Apply. */
interface CodeOffer {
  code: string;
  discountType: string;
  discountValue: number;
  productName: string;
}

/**
 * The checkout's Promo Code box: Apply asks the server which of the cart's products the code discounts. Success lists
 * them; a partial match says 'Some products could not use this code.' and keeps the valid ones; a live code of a
 * product the cart does not hold names that product; otherwise 'Invalid or expired promo code.'. The live codes of
 * the cart's own products are offered as one-tap Apply buttons, so nobody has to know or type them.
 */
export function PromoCodeForm({
  cart,
  applied,
  onApplied,
  disabled,
}: {
  cart: PromoCodeForm_cart$key;
  applied: AppliedPromo | null;
  onApplied: (promo: AppliedPromo | null) => void;
  disabled: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment PromoCodeForm_cart on Cart {
        lines {
          product {
            localName
            activePromoCode {
              code
              discountType
              discountValue
            }
          }
        }
      }
    `,
    cart,
  );
  const formatRwf = useFormatRwf();
  const environment = useRelayEnvironment();
  const inputId = useId();
  const offersHeadingId = useId();
  const discountedTitleId = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const checking = status.kind === 'checking';
  const appliedCode = applied?.code ?? '';
  const notInCartName = status.kind === 'notInCart' ? status.productName : '';
  const notInCartPath = status.kind === 'notInCart' ? status.productPath : '';

  // One button per code (codes compare case-insensitively), leaving out the one already applied.
  const offers: CodeOffer[] = [];
  for (const line of data.lines) {
    const promo = line.product.activePromoCode;
    if (!promo) continue;
    const key = promo.code.trim().toUpperCase();
    if (key === appliedCode.toUpperCase() || offers.some((offer) => offer.code.trim().toUpperCase() === key)) continue;
    offers.push({ code: promo.code, discountType: promo.discountType, discountValue: promo.discountValue, productName: line.product.localName });
  }

  const check = (typed: string) => {
    if (!typed || checking || disabled) return;
    setStatus({ kind: 'checking' });
    fetchQuery<PromoCodeFormQuery>(environment, query, { input: { code: typed } }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (result) => {
          const answer = result?.validatePromoCode;
          if (answer?.outcome === 'NOT_IN_CART' && answer.productNotInCart) {
            const product = answer.productNotInCart;
            setStatus({ kind: 'notInCart', productName: product.localName, productPath: productPath(product.slug, product.databaseId) });
            onApplied(null);
            return;
          }
          if (!answer || (answer.outcome !== 'VALID' && answer.outcome !== 'PARTIAL')) {
            setStatus({ kind: 'invalid' });
            onApplied(null);
            return;
          }
          setStatus({ kind: 'idle' });
          onApplied({
            code: answer.promoCode,
            outcome: answer.outcome,
            discountTotal: answer.discountTotal,
            products: answer.validProducts.map((item) => ({ id: item.product.id, name: item.product.localName, discountTotal: item.discountTotal })),
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
    check(code.trim());
  };

  const applyOffer = (offer: CodeOffer) => {
    setCode(offer.code);
    check(offer.code);
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
      {offers.length > 0 && !disabled ? (
        <div className={styles.promoOffers}>
          <p id={offersHeadingId} className={styles.promoOffersTitle}>
            <Trans>Codes for products in your cart:</Trans>
          </p>
          <ul className={styles.promoOfferList} aria-labelledby={offersHeadingId}>
            {offers.map((offer) => {
              const offerCode = offer.code;
              const productName = offer.productName;
              return (
                <li key={offerCode} className={styles.promoOffer}>
                  <Button tone="outline" size="small" disabled={checking} onClick={() => applyOffer(offer)}>
                    <Trans>Apply {offerCode}</Trans>
                  </Button>
                  <span className={styles.promoOfferText}>
                    <PromoOffer discountType={offer.discountType} discountValue={offer.discountValue} />
                    {' · '}
                    {productName}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite" className={styles.promoResult}>
        {status.kind === 'invalid' ? (
          <p className={styles.promoError}>
            <Trans>Invalid or expired promo code.</Trans>
          </p>
        ) : status.kind === 'notInCart' ? (
          <p className={styles.promoError}>
            <Trans>
              This code is for{' '}
              <Link to={notInCartPath} className={styles.promoErrorLink}>
                {notInCartName}
              </Link>
              , which is not in your cart.
            </Trans>
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
