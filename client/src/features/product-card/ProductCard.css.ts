import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/vars.css';

// The whole card is one link (the name's, stretched over the card); the buttons sit above it.
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 150ms, border-color 150ms',
  // A page of cards is mostly below the first screen: the browser skips styling, laying out and painting those until
  // they come near the screen. On the phone profile of bench/web-app.ts the rendering task before the home page's
  // first paint went from 290 ms to 171 ms. The stand-in height is a card's measured height at each width less its
  // padding and border (355 px at 375 px wide, 414 px from 768, 461 px from 1280); once drawn, the browser keeps the
  // real one.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 337px',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.brand } },
  '@media': {
    [media.tablet]: { padding: vars.space.sm, containIntrinsicSize: 'auto 388px' },
    [media.wide]: { containIntrinsicSize: 'auto 435px' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const imageArea = style({ position: 'relative' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const badges = style({
  position: 'absolute',
  top: vars.space.xxs,
  left: vars.space.xxs,
  // Leaves room for the Quick View button in the other corner.
  right: `calc(${vars.space.xxs} + 40px)`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  pointerEvents: 'none',
});

export const badge = recipe({
  base: {
    maxWidth: '100%',
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      promo: { background: vars.color.accent, color: '#fff' },
      discount: { background: vars.color.brand, color: '#fff' },
      code: { background: vars.color.surface, color: vars.color.brandStrong, border: `1px solid ${vars.color.brand}` },
    },
  },
});

// The countdown runs along the foot of the picture, so names and prices line up with cards that have none.
export const countdown = style({
  position: 'absolute',
  left: vars.space.xxs,
  right: vars.space.xxs,
  bottom: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  boxShadow: vars.shadow.card,
});

export const quickView = style({
  position: 'absolute',
  zIndex: 1,
  top: vars.space.xxs,
  right: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } },
});

export const quickViewIcon = style({ width: 20, height: 20 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xxs,
  paddingTop: vars.space.xs,
  minWidth: 0,
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xxs });

export const deliveryTag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: `1px ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

export const deliveryIcon = style({ width: '0.75rem', height: '0.75rem' });

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Two lines always, so names, prices and buttons line up across a row.
  minHeight: `calc(2 * ${vars.lineHeight.tight} * 1em)`,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const unit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const lowStock = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const addSlot = style({ position: 'relative', zIndex: 1, display: 'flex', flexDirection: 'column' });

globalStyle(`${addSlot} > button`, { width: '100%' });
globalStyle(`${addSlot} > span`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
