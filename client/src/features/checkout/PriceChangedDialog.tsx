import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatRwf } from '../../i18n/money';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as bill from '../cart/CartBill.css';
import * as styles from './Checkout.css';

/**
 * Shown when the server's total is higher than the one the checkout showed (a price or a promotion changed): the
 * new figures, and the order is placed only if the shopper confirms them.
 */
export function PriceChangedDialog({
  open,
  subtotal,
  total,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  subtotal: number;
  total: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const newTotal = formatRwf(total);
  return (
    <Dialog open={open} onClose={onCancel} title={t`Prices have changed`}>
      <div className={styles.dialogBody}>
        <p>
          <Trans>Some prices changed since you opened the checkout. Please check the new total before placing your order.</Trans>
        </p>
        <dl className={styles.rows}>
          <div className={bill.row}>
            <dt>
              <Trans>Items total</Trans>
            </dt>
            <dd className={bill.amount}>{formatRwf(subtotal)}</dd>
          </div>
          <div className={`${bill.row} ${bill.grandRow}`}>
            <dt>
              <Trans>Grand total</Trans>
            </dt>
            <dd className={bill.amount}>{newTotal}</dd>
          </div>
        </dl>
        <div className={styles.dialogActions}>
          <Button tone="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm}>
            <Trans>Place order for {newTotal}</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
