/**
 * How wide the main pictures are drawn (`sizes`), shared by the components and by the entry script that preloads the
 * first picture of a page: the browser reuses a preload only when its srcset and sizes are the same.
 */
/**
 * A card's picture as the grids draw it (measured from 320 to 1920 px wide): two columns less the page's and the
 * card's padding on a phone, three on a tablet, four up to the page's widest. At 375 px and twice the pixels, a phone
 * takes the 320 px variant it fills, not the 480 px one "50vw" made it fetch.
 */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1280px) 250px, (min-width: 1024px) 20vw, (min-width: 768px) calc(33vw - 50px), calc(50vw - 36px)';
export const PRODUCT_PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The cards of a grid whose pictures load at once, with high priority: a phone's first screen shows two rows of two,
 * and any of them can be the page's largest paint (the others load as they scroll near).
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * Home's cards loaded at once: the hero and the category strip come first, so a phone's first screen shows one row
 * of two. The next row's pictures would share the slow connection with the largest paint's for nothing.
 */
export const FIRST_ROW_CARDS = 2;

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
