import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageVariant } from './imageSizes';


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

/**
 * An uploaded image with `srcset` variants so a phone downloads the size it draws, fixed proportions so nothing
 * jumps, and lazy loading below the fold.
 */
export function ResponsiveImage({ src, sizes, width, height, priority = false, alt, ...rest }: Props) {
  const resizable = src.startsWith('/uploads/');
  return (
    <img
      src={resizable ? imageVariant(src, 480) : src}
      srcSet={resizable ? imageSrcSet(src) : undefined}
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
