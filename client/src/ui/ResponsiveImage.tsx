import type { ImgHTMLAttributes } from 'react';

/** Widths the server resizes uploads to (GET /uploads/<file>?w=<width>); anything else gets the original. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** How wide the image is drawn, as a `sizes` value ("(min-width: 768px) 25vw, 50vw"). */
  sizes: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout jump). */
  width: number;
  height: number;
  /** Above the fold: load at once and with high priority (the LCP image). */
  priority?: boolean;
};

/** The variant URL of an uploaded image at a given width. */
export function imageVariant(src: string, width: number): string {
  return src.startsWith('/uploads/') ? `${src}?w=${width}` : src;
}

/**
 * An uploaded image with `srcset` variants so a phone downloads the size it draws, fixed proportions so nothing
 * jumps, and lazy loading below the fold.
 */
export function ResponsiveImage({ src, sizes, width, height, priority = false, alt, ...rest }: Props) {
  const resizable = src.startsWith('/uploads/');
  return (
    <img
      src={resizable ? imageVariant(src, 480) : src}
      srcSet={resizable ? IMAGE_WIDTHS.map((w) => `${imageVariant(src, w)} ${w}w`).join(', ') : undefined}
      sizes={resizable ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
