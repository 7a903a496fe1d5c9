import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryAdminTile_category$key } from '../../__generated__/CategoryAdminTile_category.graphql';
import { Button } from '../../ui/Button';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './CategoryAdmin.css';

interface Props {
  category: CategoryAdminTile_category$key;
  onEdit: () => void;
  onDelete: () => void;
}

/** A category in the admin grid: its picture and name, Edit and Delete. */
export function CategoryAdminTile({ category, onEdit, onDelete }: Props) {
  const data = useFragment(
    graphql`
      fragment CategoryAdminTile_category on Category {
        name
        image
      }
    `,
    category,
  );
  const name = data.name;
  return (
    <article className={styles.tile}>
      {/* The name is written under the picture, so the picture itself is decoration. */}
      <ResponsiveImage
        src={data.image}
        alt=""
        width={320}
        height={320}
        sizes="(min-width: 1280px) 190px, (min-width: 768px) 24vw, 48vw"
        className={styles.picture}
      />
      <h2 className={styles.name}>{data.name}</h2>
      <div className={styles.tileActions}>
        {/* The visible word first, the category's name for screen readers after it (label in name). */}
        <Button tone="outline" size="small" className={styles.tileButton} onClick={onEdit}>
          <Trans>
            Edit<span className="visually-hidden"> {name}</span>
          </Trans>
        </Button>
        <Button tone="quiet" size="small" className={`${styles.tileButton} ${styles.deleteText}`} onClick={onDelete}>
          <Trans>
            Delete<span className="visually-hidden"> {name}</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
