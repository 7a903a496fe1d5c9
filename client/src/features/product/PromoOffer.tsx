import { Trans } from '@lingui/react/macro';
import { useFormatRwf } from '../../i18n/money';

/** What a promo code gives, in the shopper's words: "10% off" or "RWF 500 off". */
export function PromoOffer({ discountType, discountValue }: { discountType: string; discountValue: number }) {
  const formatRwf = useFormatRwf();
  if (discountType === 'PERCENTAGE') {
    const percent = Math.min(Math.max(discountValue, 0), 100);
    return <Trans>{percent}% off</Trans>;
  }
  const amount = formatRwf(discountValue);
  return <Trans>{amount} off</Trans>;
}
