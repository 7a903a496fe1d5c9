import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDeleteProductMutation } from './useDeleteProductMutation';
import * as styles from './AdminProducts.css';

interface Props {
  productId: string;
  productName: string;
  /** The product list's connection, which loses the product's edge. */
  connectionId: string;
  /** After the dialog has closed; `deleted` tells whether the product is gone. */
  onClose: (deleted: boolean) => void;
}

/** 'Permanent Delete': asks before a product leaves the shop, with Cancel and Delete. */
export function DeleteProductDialog({ productId, productName, connectionId, onClose }: Props) {
  const [open, setOpen] = useState(true);
  const deleted = useRef(false);
  const [remove, removing] = useDeleteProductMutation();
  // Closed through the dialog itself, so focus goes back to the Delete button that opened it when it is still there.
  return (
    <Dialog open={open} onClose={() => onClose(deleted.current)} title={<Trans>Permanent Delete</Trans>}>
      <div className={styles.confirm}>
        <p>
          <Trans>Are you sure want to delete permanent ?</Trans>
        </p>
        <p className={styles.confirmName}>{productName}</p>
        <div className={styles.confirmActions}>
          <Button tone="outline" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            tone="danger"
            disabled={removing}
            onClick={() =>
              remove(productId, connectionId, {
                onDeleted: () => {
                  deleted.current = true;
                  setOpen(false);
                },
                onFailed: () => undefined,
              })
            }
          >
            {removing ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
