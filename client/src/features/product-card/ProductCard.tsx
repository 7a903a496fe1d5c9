import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { formatRwf } from '../../i18n/money';
import { slugId } from '../../routes/router';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { AddToCartControl } from '../cart/AddToCartControl';
import * as styles from './ProductCard.css';

/** A product in a grid: picture, name, unit and price, linking to its page. */
export function ProductCard({ product, priority = false }: { product: ProductCard_product$key; priority?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        databaseId
        slug
        name
        unit
        images
        effectivePrice
        ...AddToCartControl_product
      }
    `,
    product,
  );
  const href = `/product/${slugId(data.slug, data.databaseId)}`;
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.link}>
        <ResponsiveImage
          src={data.images[0] ?? ''}
          alt={data.name}
          width={480}
          height={480}
          sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw"
          priority={priority}
          className={styles.image}
        />
        <h3 className={styles.name}>{data.name}</h3>
      </Link>
      <p className={styles.unit}>{data.unit}</p>
      <p className={styles.price}>{formatRwf(data.effectivePrice)}</p>
      <AddToCartControl product={data} />
    </article>
  );
}
