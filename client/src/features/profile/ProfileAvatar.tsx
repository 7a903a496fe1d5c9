import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileAvatar_user$key } from '../../__generated__/ProfileAvatar_user.graphql';
import { Button } from '../../ui/Button';
import { AvatarPicture } from './AvatarPicture';
import { AvatarUploadDialog } from './AvatarUploadDialog';
import * as styles from './Profile.css';

/** The shopper's picture (or a placeholder) and the Edit button that opens the upload dialog. */
export function ProfileAvatar({ user }: { user: ProfileAvatar_user$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProfileAvatar_user on User {
        avatar
      }
    `,
    user,
  );
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.avatarRow}>
      <AvatarPicture avatar={data.avatar ?? null} alt={t`Your profile picture`} />
      <Button tone="outline" size="small" onClick={() => setEditing(true)} aria-haspopup="dialog">
        <Trans>Edit</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>profile picture</Trans>
        </span>
      </Button>
      <AvatarUploadDialog open={editing} onClose={() => setEditing(false)} current={data.avatar ?? null} />
    </div>
  );
}
