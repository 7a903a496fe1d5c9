import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CategoryTile_category$key } from '../../__generated__/CategoryTile_category.graphql';
import { slugId } from '../../routes/slugs';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './Categories.css';

/** A category card on /categories: its picture and name, opening every product of the category. */
export function CategoryTile({ category, priority }: { category: CategoryTile_category$key; priority: boolean }) {
  const data = useFragment(
    graphql`
      fragment CategoryTile_category on Category {
        databaseId
        slug
        localName
        image
      }
    `,
    category,
  );
  return (
    <Link to={`/${slugId(data.slug, data.databaseId)}/all`} className={styles.tile}>
      {/* The name is written under the picture, so the picture itself is decoration. */}
      <ResponsiveImage
        src={data.image}
        alt=""
        width={320}
        height={320}
        sizes="(min-width: 1280px) 190px, (min-width: 1024px) 24vw, (min-width: 768px) 31vw, 48vw"
        priority={priority}
        className={styles.picture}
      />
      <span className={styles.name}>{data.localName}</span>
    </Link>
  );
}
