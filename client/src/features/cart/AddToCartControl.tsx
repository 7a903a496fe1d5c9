import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddToCartControl_product$key } from '../../__generated__/AddToCartControl_product.graphql';
import { Button } from '../../ui/Button';
import { useAddToCartMutation } from './useAddToCartMutation';

/** The Add button of a product (or 'Out of stock' when none is left). */
export function AddToCartControl({ product }: { product: AddToCartControl_product$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AddToCartControl_product on Product {
        id
        name
        stock
        viewerCartLine {
          quantity
        }
      }
    `,
    product,
  );
  const [add, adding] = useAddToCartMutation();
  if (data.stock <= 0) {
    return (
      <span role="status">
        <Trans>Out of stock</Trans>
      </span>
    );
  }
  const quantity = data.viewerCartLine?.quantity ?? 0;
  return (
    <Button size="small" disabled={adding} aria-label={t`Add ${data.name} to cart`} onClick={() => add(data.id)}>
      {quantity > 0 ? <Trans>Add ({quantity} in cart)</Trans> : <Trans>Add</Trans>}
    </Button>
  );
}
