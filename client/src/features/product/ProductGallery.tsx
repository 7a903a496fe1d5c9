import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductGallery_product$key } from '../../__generated__/ProductGallery_product.graphql';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './ProductGallery.css';
import { PRODUCT_PAGE_IMAGE_SIZES } from '../../ui/imageSizes';

// The specification's thumbnail scroll step.
const THUMBNAIL_SCROLL_PX = 100;
const SWIPE_MIN_PX = 40;

/**
 * The product's pictures: the selected one large (swipe on a phone), dots showing which it is, and a row of
 * thumbnails with arrows that scroll it 100 px at a time. Arrow keys move between thumbnails.
 */
export function ProductGallery({ product }: { product: ProductGallery_product$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        localName
        images
      }
    `,
    product,
  );
  const images = data.images;
  const count = images.length;
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, count - 1));
  const stripRef = useRef<HTMLUListElement>(null);
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const touchStartX = useRef<number | null>(null);
  const [scrollable, setScrollable] = useState({ back: false, forward: false });

  const updateArrows = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    setScrollable({ back: strip.scrollLeft > 1, forward: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    updateArrows();
    const observer = new ResizeObserver(updateArrows);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [updateArrows, count]);

  const select = (index: number, focus = false) => {
    const next = (index + count) % count;
    setSelected(next);
    const thumbnail = thumbnailRefs.current[next];
    thumbnail?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (focus) thumbnail?.focus();
  };

  const onThumbnailKey = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : step === undefined ? null : index + step;
    if (target === null) return;
    event.preventDefault();
    select(target, true);
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2 || Math.abs(end - start) < SWIPE_MIN_PX) return;
    select(current + (end < start ? 1 : -1));
  };

  const position = current + 1;
  const shown = images[current];
  const name = data.localName;
  const hasScroll = scrollable.back || scrollable.forward;
  return (
    <div className={styles.gallery} role="group" aria-label={t`Pictures of ${name}`}>
      <div
        className={styles.stage}
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        {shown ? (
          <ResponsiveImage
            key={shown}
            src={shown}
            alt={count > 1 ? t`${name}, picture ${position} of ${count}` : name}
            width={960}
            height={960}
            sizes={PRODUCT_PAGE_IMAGE_SIZES}
            priority={current === 0}
            className={styles.mainImage}
          />
        ) : (
          <span className={styles.mainImage} />
        )}
      </div>
      {count > 1 ? (
        <>
          {/* The dots mirror the thumbnails for pointer and touch; keyboard and screen readers use the thumbnails. */}
          <div className={styles.dots} aria-hidden="true">
            {images.map((image, index) => (
              <button
                key={`${image}-${index}`}
                type="button"
                tabIndex={-1}
                className={styles.dot}
                aria-current={index === current}
                onClick={() => select(index)}
              />
            ))}
          </div>
          <div className={styles.strip}>
            <button
              type="button"
              className={[styles.arrow, hasScroll ? '' : styles.arrowHidden].join(' ')}
              aria-label={t`Scroll pictures back`}
              disabled={!scrollable.back}
              onClick={() => stripRef.current?.scrollBy({ left: -THUMBNAIL_SCROLL_PX })}
            >
              <svg className={styles.arrowIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <ul ref={stripRef} className={styles.thumbnails} onScroll={updateArrows}>
              {images.map((image, index) => {
                const number = index + 1;
                return (
                  <li key={`${image}-${index}`}>
                    <button
                      ref={(element) => {
                        thumbnailRefs.current[index] = element;
                      }}
                      type="button"
                      className={styles.thumbnail}
                      aria-label={t`Show picture ${number} of ${count}`}
                      aria-pressed={index === current}
                      onClick={() => select(index)}
                      onKeyDown={(event) => onThumbnailKey(event, index)}
                    >
                      <ResponsiveImage src={image} alt="" width={160} height={160} sizes="64px" className={styles.thumbnailImage} />
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={[styles.arrow, hasScroll ? '' : styles.arrowHidden].join(' ')}
              aria-label={t`Scroll pictures forward`}
              disabled={!scrollable.forward}
              onClick={() => stripRef.current?.scrollBy({ left: THUMBNAIL_SCROLL_PX })}
            >
              <svg className={styles.arrowIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="m9 18 6-6-6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
