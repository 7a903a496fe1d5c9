import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './ImageViewerDialog.css';

interface Props {
  /** The picture to show; null keeps the viewer closed. */
  image: { src: string; alt: string } | null;
  title: ReactNode;
  onClose: () => void;
}

/** A picture at full size in a modal viewer (Escape or the close button to leave). */
export function ImageViewerDialog({ image, title, onClose }: Props) {
  return (
    <Dialog open={image !== null} onClose={onClose} title={title} wide>
      {image ? <ResponsiveImage src={image.src} alt={image.alt} width={960} height={960} sizes="(min-width: 912px) 830px, 100vw" priority className={styles.image} /> : null}
    </Dialog>
  );
}
