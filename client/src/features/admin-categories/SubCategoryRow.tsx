import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SubCategoryRow_subCategory$key } from '../../__generated__/SubCategoryRow_subCategory.graphql';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { DeleteIcon, EditIcon } from '../../ui/icons';
import * as styles from './SubCategoryAdmin.css';

interface Props {
  subCategory: SubCategoryRow_subCategory$key;
  /** Its place in the table, from 1 (Sr.No). */
  number: number;
  onViewImage: (image: { src: string; name: string }) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One sub-category in the admin table: number, name, thumbnail (opens the viewer), its categories, Edit and Delete. */
export function SubCategoryRow({ subCategory, number, onViewImage, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SubCategoryRow_subCategory on SubCategory {
        name
        image
        categories {
          id
          name
        }
      }
    `,
    subCategory,
  );
  const name = data.name;
  return (
    <tr>
      <td className={styles.numberCell}>{number}</td>
      <th scope="row" className={styles.nameCell}>
        {data.name}
      </th>
      <td className={styles.cell}>
        <button type="button" className={styles.thumbButton} aria-label={t`View image of ${name}`} onClick={() => onViewImage({ src: data.image, name: data.name })}>
          <ResponsiveImage src={data.image} alt="" width={160} height={160} sizes="48px" className={styles.thumb} />
        </button>
      </td>
      <td className={styles.cell}>
        <ul className={styles.chips}>
          {data.categories.map((category) => (
            <li key={category.id} className={styles.chip}>
              {category.name}
            </li>
          ))}
        </ul>
      </td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          <button type="button" className={styles.editButton} aria-label={t`Edit ${name}`} onClick={onEdit}>
            <EditIcon />
          </button>
          <button type="button" className={styles.deleteButton} aria-label={t`Delete ${name}`} onClick={onDelete}>
            <DeleteIcon />
          </button>
        </div>
      </td>
    </tr>
  );
}
