import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { cardGrid } from '../../ui/grid.css';

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, transition: 'opacity 150ms' });

// While a new search loads, the previous results stay but step back.
export const resultsPending = style([results, { opacity: 0.55 }]);

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const count = style({ minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

// What the server corrected: a quiet band under the count, so the shopper sees why the words changed.
export const correction = style({
  // As wide as its words (a full-width band on a laptop is mostly empty).
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Wraps as a whole when it does not fit beside the sentence, so '"sugar"?' is not left alone on a line.
export const correctionLink = style({
  display: 'inline-block',
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

// The corrected words in the heading: upright and in the brand's colour, not italic (hard to read in bold).
export const correctedWord = style({ fontStyle: 'normal', color: vars.color.brand });

export const grid = cardGrid;

export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
// The card fills its cell, so cards in a row share one height.
globalStyle(`${cell} > *`, { flex: 1 });

export const more = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.md} 0` });

export const end = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5.5rem',
  height: '5.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const emptyHint = style({ color: vars.color.textMuted, maxWidth: '24rem', marginBottom: vars.space.xs });

// Mirrors the product card's box (features/product-card/ProductCard.css.ts) so the swap does not move anything.
export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const skeletonImage = style({ aspectRatio: '1 / 1', width: '100%' });
