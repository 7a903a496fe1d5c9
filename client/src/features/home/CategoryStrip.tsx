import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CategoryStrip_categories$key } from '../../__generated__/CategoryStrip_categories.graphql';
import { slugId } from '../../routes/slugs';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { vars } from '../../styles/vars.css';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './CategoryStrip.css';
import { sectionTitle } from './Home.css';

/**
 * The home page's row of categories. Each opens its listing on its first sub-category (the server lists them by
 * name), or on 'all' when it has none.
 */
export function CategoryStrip({ categories }: { categories: CategoryStrip_categories$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CategoryStrip_categories on Category @relay(plural: true) {
        id
        databaseId
        slug
        localName
        image
        subCategories {
          databaseId
          slug
        }
      }
    `,
    categories,
  );
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    // One pixel of slack: zoomed pages report fractional scroll positions.
    setEdges({ atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8 });
  };

  return (
    <section aria-labelledby="home-categories-title">
      <div className={styles.header}>
        <h2 id="home-categories-title" className={sectionTitle}>
          <Trans>Shop by Category</Trans>
        </h2>
        <div className={styles.tools}>
          <button type="button" className={styles.arrow} aria-label={t`Scroll categories back`} disabled={edges.atStart} onClick={() => scrollBy(-1)}>
            ‹
          </button>
          <button type="button" className={styles.arrow} aria-label={t`Scroll categories forward`} disabled={edges.atEnd} onClick={() => scrollBy(1)}>
            ›
          </button>
          <Link to="/categories" className={styles.seeAll}>
            <Trans>See all</Trans>
          </Link>
        </div>
      </div>
      <ul ref={list} className={styles.list} onScroll={measure}>
        {data.map((category) => {
          const first = category.subCategories[0];
          const href = `/${slugId(category.slug, category.databaseId)}/${first ? slugId(first.slug, first.databaseId) : 'all'}`;
          return (
            <li key={category.id} className={styles.item}>
              <Link to={href} className={styles.link}>
                {/* The name is written beside the picture, so the picture itself is decoration. */}
                <ResponsiveImage src={category.image} alt="" width={112} height={112} sizes="(min-width: 768px) 112px, 88px" className={styles.picture} />
                <span className={styles.name}>{category.localName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The strip's stand-in while the categories load: same row height, so the page below does not move. */
export function CategoryStripSkeleton() {
  return (
    <section aria-hidden="true">
      <div className={styles.header}>
        <Skeleton height="1.75rem" width="12rem" />
      </div>
      <div className={styles.list}>
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index} className={styles.skeletonItem}>
            <Skeleton height="auto" className={styles.skeletonPicture} radius={vars.radius.lg} />
            <span className={styles.skeletonName}>
              <Skeleton height="0.75rem" width="80%" />
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}
