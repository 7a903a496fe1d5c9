/**
 * How wide the main pictures are drawn (`sizes`), shared by the components and by the entry script that preloads the
 * first picture of a page: the browser reuses a preload only when its srcset and sizes are the same.
 */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 30vw, 50vw';
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The cards of a grid whose pictures load at once, with high priority: a phone's first screen shows two rows of two,
 * and any of them can be the page's largest paint (the others load as they scroll near).
 */
export const FIRST_SCREEN_CARDS = 4;

/** Widths the server resizes uploads to (GET /uploads/<file>?w=<width>); anything else gets the original. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;

/** The variant URL of an uploaded image at a given width. */
export function imageVariant(src: string, width: number): string {
  return src.startsWith('/uploads/') ? `${src}?w=${width}` : src;
}

/** The srcset of an uploaded image: every variant with its width. */
export function imageSrcSet(src: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageVariant(src, width)} ${width}w`).join(', ');
}
