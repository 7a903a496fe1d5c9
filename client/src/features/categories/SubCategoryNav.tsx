import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { SubCategoryNav_category$key } from '../../__generated__/SubCategoryNav_category.graphql';
import { slugId } from '../../routes/slugs';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './SubCategoryNav.css';

interface Props {
  category: SubCategoryNav_category$key;
  /** The sub-category shown (its databaseId), or null for 'All'. */
  selected: string | null;
  /** Told which entry the shopper picked, before its products arrive. */
  onSelect: (subCategoryDatabaseId: string | null) => void;
}

/**
 * A category's sub-categories, 'All' first: a left column on wide screens, a swipeable row on phones. The
 * current one is marked (aria-current) and kept in view.
 */
export function SubCategoryNav({ category, selected, onSelect }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SubCategoryNav_category on Category {
        databaseId
        slug
        localName
        image
        subCategories {
          id
          databaseId
          slug
          localName
          image
        }
      }
    `,
    category,
  );
  const list = useRef<HTMLUListElement>(null);
  const base = `/${slugId(data.slug, data.databaseId)}`;
  const entries = [
    { key: 'all', databaseId: null, name: t`All`, image: data.image, href: `${base}/all` },
    ...data.subCategories.map((sub) => ({ key: sub.id, databaseId: sub.databaseId, name: sub.localName, image: sub.image, href: `${base}/${slugId(sub.slug, sub.databaseId)}` })),
  ];

  // On a phone the chosen chip may be far along the row: bring it to the middle (the row only, never the page).
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav className={styles.nav} aria-label={t`Sub-categories of ${data.localName}`}>
      <ul ref={list} className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.item}>
            <Link
              to={entry.href}
              className={styles.link}
              aria-current={entry.databaseId === selected ? 'page' : undefined}
              onClick={() => onSelect(entry.databaseId)}
            >
              <ResponsiveImage src={entry.image} alt="" width={40} height={40} sizes="40px" className={styles.picture} />
              <span>{entry.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
