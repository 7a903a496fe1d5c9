import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminProductTile_product$key } from '../../__generated__/AdminProductTile_product.graphql';
import { Button } from '../../ui/Button';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { PriceTag } from '../product-card/PriceTag';
import * as styles from './AdminProducts.css';

interface Props {
  product: AdminProductTile_product$key;
  onEdit: () => void;
  onDelete: () => void;
}

/** A product in the admin's list: first picture, name, unit, price and stock, with Edit and Delete. */
export function AdminProductTile({ product, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AdminProductTile_product on Product {
        name
        unit
        images
        price
        effectivePrice
        stock
      }
    `,
    product,
  );
  const image = data.images[0];
  const { name, stock } = data;
  return (
    <article className={styles.tile}>
      {image ? (
        <ResponsiveImage
          src={image}
          alt=""
          width={320}
          height={320}
          sizes="(min-width: 1280px) 180px, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, 50vw"
          className={styles.tileImage}
        />
      ) : (
        <span className={styles.tileImage} />
      )}
      <div className={styles.tileBody}>
        <h2 className={styles.tileName}>{name}</h2>
        <p className={styles.tileMeta}>{data.unit}</p>
        <PriceTag effectivePrice={data.effectivePrice} price={data.price} />
        <p className={stock > 0 ? styles.tileMeta : styles.tileOut}>
          <Trans>Stock: {stock}</Trans>
        </p>
      </div>
      <div className={styles.tileActions}>
        <Button tone="outline" size="small" aria-label={t`Edit ${name}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button tone="quiet" size="small" className={styles.deleteButton} aria-label={t`Delete ${name}`} onClick={onDelete}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </article>
  );
}
