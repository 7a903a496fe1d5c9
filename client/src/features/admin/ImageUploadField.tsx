import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { toast } from '../../ui/toast';
import * as page from './AdminPage.css';
import { UploadIcon } from './icons';
import * as styles from './ImageUploadField.css';
import { useUploadImageMutation } from './useUploadImageMutation';

interface Props {
  /** The uploaded image's URL, or '' before one is uploaded. */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is running, so it does not save the previous picture meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Set while uploading is not possible yet, saying why (e.g. the name comes first). */
  disabledReason?: string | null;
}

/**
 * A catalogue picture: the file is uploaded as soon as it is chosen, with real progress and a spinner until the
 * server answers, then a preview. A failure is told in a toast and the previous picture stays.
 */
export function ImageUploadField({ value, onChange, onUploadingChange, disabledReason = null }: Props) {
  const { t } = useLingui();
  const labelId = useId();
  const hintId = useId();
  const [upload, uploading] = useUploadImageMutation();
  const [progress, setProgress] = useState(0);
  const disabled = disabledReason !== null || uploading;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after a failure) uploads it again.
    input.value = '';
    if (!file) return;
    setProgress(0);
    onUploadingChange?.(true);
    upload(file, {
      onProgress: setProgress,
      onUploaded: (url) => {
        onUploadingChange?.(false);
        onChange(url);
      },
      onFailed: (message) => {
        onUploadingChange?.(false);
        toast.error(message);
      },
    });
  };

  const percent = Math.round(progress * 100);
  return (
    <div role="group" aria-labelledby={labelId} className={page.field}>
      <span id={labelId} className={page.label}>
        <Trans>Image</Trans>
      </span>
      <div className={styles.row}>
        <div className={styles.preview}>
          {value ? (
            <ResponsiveImage src={value} alt={t`Image preview`} width={160} height={160} sizes="(min-width: 768px) 104px, 88px" className={styles.previewImage} />
          ) : (
            <Trans>No Image</Trans>
          )}
          {uploading ? (
            <span className={styles.busy}>
              <span className={page.spinner} />
            </span>
          ) : null}
        </div>
        <div className={styles.controls}>
          <label className={[styles.uploadButton, disabled ? styles.uploadButtonDisabled : ''].join(' ')}>
            <UploadIcon className={styles.uploadIcon} />
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              disabled={disabled}
              aria-describedby={disabledReason ? hintId : undefined}
              onChange={choose}
            />
            <Trans>Upload Image</Trans>
          </label>
          {uploading ? (
            // Announced once; the bar itself tells the share sent to whoever looks for it, not at every step.
            <div className={styles.progressRow}>
              <span role="status" className="visually-hidden">
                <Trans>Uploading image</Trans>
              </span>
              <progress className={styles.progress} max={100} value={percent} aria-label={t`Uploading image`} />
              <span aria-hidden="true">
                <Trans>Uploading... {percent}%</Trans>
              </span>
            </div>
          ) : null}
          {disabledReason ? (
            <p id={hintId} className={page.hint}>
              {disabledReason}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
