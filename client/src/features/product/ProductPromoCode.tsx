import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductPromoCode_product$key } from '../../__generated__/ProductPromoCode_product.graphql';
import { CheckIcon, CopyIcon } from '../../ui/icons';
import { PromoOffer } from './PromoOffer';
import * as styles from './ProductPromoCode.css';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_FOR_MS = 2500;
/** setTimeout's longest wait; a code expiring later is hidden by the next visit instead. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The product's live promo code on its page: the code, what it gives, until when, and a button that copies it, so
 * the shopper can use it at checkout without guessing. Nothing shows for a product without a usable code.
 */
export function ProductPromoCode({ product }: { product: ProductPromoCode_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductPromoCode_product on Product {
        activePromoCode {
          code
          discountType
          discountValue
          expiresAt
          allowMultiple
        }
      }
    `,
    product,
  );
  const { i18n } = useLingui();
  const headingId = useId();
  const codeRef = useRef<HTMLElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const promo = data.activePromoCode;
  const expiresAt = promo?.expiresAt ? new Date(promo.expiresAt) : null;
  const expiresAtTime = expiresAt?.getTime() ?? null;
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    setExpired(false);
    if (expiresAtTime === null) return;
    const left = expiresAtTime - Date.now();
    if (left > LONGEST_TIMER_MS) return;
    // A code that runs out while the page is open stops being offered.
    const timer = setTimeout(() => setExpired(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [expiresAtTime]);

  useEffect(() => {
    if (copyState !== 'copied') return;
    const timer = setTimeout(() => setCopyState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  if (!promo || expired) return null;
  const { code } = promo;

  const copy = () => {
    const selectCode = () => {
      // Without clipboard access (an old browser, a refused permission) the code is selected for a manual copy.
      const element = codeRef.current;
      const selection = window.getSelection();
      if (element && selection) selection.selectAllChildren(element);
      setCopyState('failed');
    };
    if (!navigator.clipboard?.writeText) {
      selectCode();
      return;
    }
    navigator.clipboard.writeText(code).then(() => setCopyState('copied'), selectCode);
  };

  const validUntil = expiresAt ? i18n.date(expiresAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Kigali' }) : null;

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Promo code</Trans>
      </h2>
      <div className={styles.codeRow}>
        <code ref={codeRef} className={styles.code}>
          {code}
        </code>
        <button type="button" className={styles.copyButton} onClick={copy} aria-describedby={headingId}>
          {copyState === 'copied' ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
          {copyState === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy code</Trans>}
        </button>
      </div>
      <p className={styles.offer}>
        <strong className={styles.offerAmount}>
          <PromoOffer discountType={promo.discountType} discountValue={promo.discountValue} />
        </strong>{' '}
        {promo.allowMultiple ? <Trans>on every unit you order</Trans> : <Trans>on one unit per order</Trans>}
      </p>
      {validUntil && expiresAt ? (
        <p className={styles.note}>
          <Trans>
            Valid until <time dateTime={expiresAt.toISOString()}>{validUntil}</time>
          </Trans>
        </p>
      ) : null}
      <p className={styles.note}>
        <Trans>Apply it at checkout.</Trans>
      </p>
      <p aria-live="polite" className={copyState === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {copyState === 'copied' ? (
          <Trans>Code {code} copied.</Trans>
        ) : copyState === 'failed' ? (
          <Trans>Could not copy. The code is selected: copy it from there.</Trans>
        ) : null}
      </p>
    </section>
  );
}
