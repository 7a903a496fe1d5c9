import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SynonymGroupRow_synonym$key } from '../../__generated__/SynonymGroupRow_synonym.graphql';
import { Button } from '../../ui/Button';
import { DeleteIcon, EditIcon } from '../../ui/icons';
import { textOfWords } from './synonymWords';
import * as styles from './Synonyms.css';

interface Props {
  synonym: SynonymGroupRow_synonym$key;
  onEdit: () => void;
  onDelete: () => void;
}

/** One synonym group: its words as chips, then Edit and Delete. */
export function SynonymGroupRow({ synonym, onEdit, onDelete }: Props) {
  const data = useFragment(
    graphql`
      fragment SynonymGroupRow_synonym on SearchSynonym {
        words
      }
    `,
    synonym,
  );
  const words = textOfWords(data.words);
  return (
    <article className={styles.group}>
      <ul className={styles.chips}>
        {data.words.map((word) => (
          <li key={word} className={styles.chip}>
            {word}
          </li>
        ))}
      </ul>
      <div className={styles.groupActions}>
        {/* The visible word first, the group's words for screen readers after it (label in name). */}
        <Button tone="outline" size="small" onClick={onEdit}>
          <EditIcon size={16} />
          <Trans>
            Edit<span className="visually-hidden"> {words}</span>
          </Trans>
        </Button>
        <Button tone="quiet" size="small" className={styles.deleteText} onClick={onDelete}>
          <DeleteIcon size={16} />
          <Trans>
            Delete<span className="visually-hidden"> {words}</span>
          </Trans>
        </Button>
      </div>
    </article>
  );
}
