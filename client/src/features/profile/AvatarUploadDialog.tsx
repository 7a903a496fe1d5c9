import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { AvatarPicture } from './AvatarPicture';
import { useUpdateAvatarMutation } from './useUpdateAvatarMutation';
import * as styles from './Profile.css';

/** The image types the server takes (it checks the content itself too). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The avatar upload: choosing a picture sends it at once, with its progress and 'Loading...'; once stored the
 * dialog closes and the new picture shows everywhere.
 */
export function AvatarUploadDialog({ open, onClose, current }: { open: boolean; onClose: () => void; current: string | null }) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const [upload, uploading, progress] = useUpdateAvatarMutation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file || uploading) return;
    if (!file.type.startsWith('image/')) {
      toast.error(t`Please choose an image (JPEG, PNG, WebP or GIF).`);
      return;
    }
    upload(file, { onUploaded: onClose });
  };

  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Profile picture</Trans>}>
      <div className={styles.upload}>
        <AvatarPicture avatar={current} alt={t`Your profile picture`} />
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          className={styles.fileInput}
          onChange={choose}
          disabled={uploading}
          aria-describedby={hintId}
        />
        <label htmlFor={inputId} className={uploading ? styles.fileButtonBusy : styles.fileButton}>
          {uploading ? <Trans>Loading...</Trans> : <Trans>Choose a picture</Trans>}
        </label>
        <p id={hintId} className={styles.hint}>
          <Trans>JPEG, PNG, WebP or GIF, up to 5 MB.</Trans>
        </p>
        {uploading ? (
          <div className={styles.progressRow}>
            <progress className={styles.progress} max={1} value={progress} aria-label={t`Upload progress`} />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        <span className="visually-hidden" aria-live="polite">
          {uploading ? <Trans>Loading...</Trans> : null}
        </span>
      </div>
    </Dialog>
  );
}
