import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { imageVariant } from '../../ui/imageSizes';
import { toast } from '../../ui/toast';
import { useUploadImageMutation } from '../admin/useUploadImageMutation';
import { newKey, type ProductImage } from './productFormValues';
import * as fieldStyles from '../../ui/FormField.css';
import * as styles from './ProductForm.css';

interface Props {
  images: readonly ProductImage[];
  /** Changes the pictures from the latest list (uploads finish in any order). */
  onChange: (update: (images: ProductImage[]) => ProductImage[]) => void;
  error?: string | undefined;
}

type Move = 'earlier' | 'later';

/**
 * The product's pictures: each chosen file uploads at once with its own progress (a spinner and a bar), shows a
 * preview, and can be moved earlier or later (the first is the one shoppers see on cards) or removed.
 */
export function ProductImagesField({ images, onChange, error }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  useReleasedPreviews(images);

  const { move, buttonRef } = useMovesKeepingFocus(images, onChange);
  const addFiles = useImageUploads(onChange);

  const remove = (key: string) => {
    onChange((list) => list.filter((image) => image.key !== key));
    inputRef.current?.focus();
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field({ wide: true })}>
      {images.length > 0 ? (
        <ol className={styles.images} aria-label={t`Product images`}>
          {images.map((image, index) => (
            <ImageTile
              key={image.key}
              image={image}
              index={index}
              last={index === images.length - 1}
              buttonRef={(direction, element) => buttonRef(image.key, direction, element)}
              onMove={(direction) => move(image.key, direction)}
              onRemove={() => remove(image.key)}
            />
          ))}
        </ol>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className={styles.fileInput}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={addFiles}
      />
      <label htmlFor={inputId} className={styles.addImages}>
        <span id={labelId}>
          <Trans>Add images</Trans>
        </span>
        <span id={hintId} className={styles.addImagesHint}>
          <Trans>JPEG, PNG, WebP or GIF up to 5 MB. The first image is the one shoppers see on cards.</Trans>
        </span>
      </label>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Moves a picture earlier or later; the moved picture keeps the focus on its button, or on the other one when it
 * reached the end of the row.
 */
function useMovesKeepingFocus(images: readonly ProductImage[], onChange: Props['onChange']) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; move: Move } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, move } = focusAfterMove;
    const same = buttons.current.get(`${key}:${move}`);
    const other = buttons.current.get(`${key}:${move === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, images]);
  return {
    move: (key: string, direction: Move) => {
      onChange((list) => {
        const from = list.findIndex((image) => image.key === key);
        const to = direction === 'earlier' ? from - 1 : from + 1;
        if (from < 0 || to < 0 || to >= list.length) return list;
        const next = [...list];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      });
      setFocusAfterMove({ key, move: direction });
    },
    buttonRef: (key: string, move: Move, element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${key}:${move}`, element);
      else buttons.current.delete(`${key}:${move}`);
    },
  };
}

/** Uploads the chosen files at once, each shown with its preview and progress until stored (or gone, if refused). */
function useImageUploads(onChange: Props['onChange']): (event: ChangeEvent<HTMLInputElement>) => void {
  const { t } = useLingui();
  const [upload] = useUploadImageMutation();
  return (event) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after removing it
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    if (pictures.length < files.length) toast.error(t`Only image files can be added.`);
    for (const file of pictures) {
      const key = newKey('image');
      const update = (change: Partial<ProductImage>) =>
        onChange((list) => list.map((image) => (image.key === key ? { ...image, ...change } : image)));
      onChange((list) => [...list, { key, url: null, previewUrl: URL.createObjectURL(file), progress: 0, fileName: file.name }]);
      upload(file, {
        onProgress: (progress) => update({ progress }),
        onUploaded: (url) => update({ url, progress: 1 }),
        onFailed: (message) => {
          toast.error(message);
          onChange((list) => list.filter((image) => image.key !== key));
        },
      });
    }
  };
}

/** Local previews are released once their picture leaves the list (removed, or the form was reset) and on leaving. */
function useReleasedPreviews(images: readonly ProductImage[]) {
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(images.flatMap((image) => (image.previewUrl ? [image.previewUrl] : [])));
    for (const url of previews.current) if (!current.has(url)) URL.revokeObjectURL(url);
    previews.current = current;
  }, [images]);
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);
}

interface TileProps {
  image: ProductImage;
  index: number;
  last: boolean;
  /** Hands the field its move buttons, so a moved picture keeps the focus on one. */
  buttonRef: (move: Move, element: HTMLButtonElement | null) => void;
  onMove: (direction: Move) => void;
  onRemove: () => void;
}

/** One picture: its preview and place in the order, its upload's progress, and buttons to move or remove it. */
function ImageTile({ image, index, last, buttonRef, onMove, onRemove }: TileProps) {
  const { t } = useLingui();
  const position = index + 1;
  const source = image.previewUrl ?? (image.url ? imageVariant(image.url, 320) : null);
  return (
    <li className={styles.imageTile}>
      <div className={styles.imageFrame}>
        {source ? <img src={source} alt={t`Image ${position}`} width={320} height={320} className={styles.imagePreview} /> : null}
        <span className={styles.imageOrder} aria-hidden="true">
          {position}
        </span>
        {image.url === null ? (
          <div className={styles.uploading}>
            <span className={styles.spinner} aria-hidden="true" />
            <progress className={styles.progress} max={1} value={image.progress} aria-label={t`Uploading ${image.fileName}`} />
            <span aria-hidden="true">{Math.round(image.progress * 100)}%</span>
          </div>
        ) : null}
      </div>
      <div className={styles.imageControls}>
        <button
          type="button"
          ref={(element) => buttonRef('earlier', element)}
          className={styles.iconButton}
          aria-label={t`Move image ${position} earlier`}
          title={t`Move earlier`}
          disabled={index === 0}
          onClick={() => onMove('earlier')}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          ref={(element) => buttonRef('later', element)}
          className={styles.iconButton}
          aria-label={t`Move image ${position} later`}
          title={t`Move later`}
          disabled={last}
          onClick={() => onMove('later')}
        >
          <span aria-hidden="true">→</span>
        </button>
        <button type="button" className={styles.removeButton} aria-label={t`Remove image ${position}`} title={t`Remove`} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
