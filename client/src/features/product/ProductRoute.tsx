import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import type { ProductRouteQuery } from '../../__generated__/ProductRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { idFromSlug } from '../../routes/slugs';
import { Skeleton } from '../../ui/Skeleton';
import { recordRecentlyViewed } from '../home/recentlyViewed';
import { ProductPageMeta } from '../page-meta/ProductPageMeta';
import { productPath } from '../product-card/productPath';
import { ProductReviews } from '../reviews/ProductReviews';
import { Component as NotFound } from '../shell/NotFoundRoute';
import { ProductDelivery } from './ProductDelivery';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { WhyShop } from './WhyShop';
import * as styles from './Product.css';

const query = graphql`
  query ProductRouteQuery($databaseId: ID!) {
    viewer {
      id
    }
    product(databaseId: $databaseId) {
      id
      databaseId
      slug
      ...ProductPageMeta_product
      ...ProductGallery_product
      ...ProductPurchase_product
      ...ProductDetails_product
      ...ProductReviews_product
    }
  }
`;

/** Starts loading the product named by the URL's id; an address without an id is simply not found. */
export function loader({ params }: LoaderFunctionArgs) {
  const databaseId = idFromSlug(params.productSlugId);
  if (!databaseId) return null;
  // What the store holds shows at once; price, stock and reviews are refreshed behind it.
  return preloadRouteQuery<ProductRouteQuery>('product', query, { databaseId }, 'store-and-network');
}

/** The product detail page (/product/{slug}-{id}). */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<ProductRouteQuery> | null>();
  if (!queryRef) return <NotFound />;
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <ProductScreen queryRef={queryRef} />
    </Suspense>
  );
}

function ProductScreen({ queryRef }: { queryRef: PreloadedQuery<ProductRouteQuery> }) {
  const data = usePreloadedQuery<ProductRouteQuery>(query, queryRef);
  const product = data.product;
  const navigate = useNavigate();
  const location = useLocation();
  const { productSlugId } = useParams();
  const productId = product?.id;

  useEffect(() => {
    if (productId) recordRecentlyViewed(productId);
  }, [productId]);

  // An old or mistyped name in the address is replaced by the product's own, keeping one URL per product.
  const canonicalPath = product ? productPath(product.slug, product.databaseId) : null;
  useEffect(() => {
    if (canonicalPath && canonicalPath !== `/product/${productSlugId ?? ''}`) {
      void navigate(`${canonicalPath}${location.search}${location.hash}`, { replace: true });
    }
  }, [canonicalPath, productSlugId, location.search, location.hash, navigate]);

  if (!product) return <NotFound />;
  return (
    <article className={styles.page}>
      <ProductPageMeta product={product} />
      <div className={styles.top}>
        <div className={styles.galleryColumn}>
          <ProductGallery product={product} />
        </div>
        <div className={styles.infoColumn}>
          <ProductPurchase product={product} />
          <ProductDetails product={product} />
          <ProductDelivery />
          <WhyShop />
        </div>
      </div>
      <ProductReviews product={product} signedIn={data.viewer !== null} />
    </article>
  );
}

/** The page's shape while the product loads, so nothing jumps when it arrives. */
function ProductSkeleton() {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <Skeleton height="auto" className={styles.skeletonImage} />
        <div className={styles.skeletonText}>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="25%" height="1rem" />
          <Skeleton width="40%" height="2.5rem" />
          <Skeleton width="16rem" height="3rem" />
        </div>
      </div>
    </div>
  );
}
