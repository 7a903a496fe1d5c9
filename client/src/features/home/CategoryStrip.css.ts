import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// Arrows only where a mouse may have no sideways scroll; phones swipe.
export const arrow = style({
  display: 'none',
  width: '36px',
  height: '36px',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'default', opacity: 0.4 },
  },
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '5.5rem',
  gap: vars.space.sm,
  margin: 0,
  // Room for the focus ring and the cards' shadow inside the scrolling box.
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xs}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': {
    [media.tablet]: { gridAutoColumns: '7rem', gap: vars.space.md },
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

export const item = style({ scrollSnapAlign: 'start' });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms',
  selectors: { [`${link}:hover &`]: { transform: 'translateY(-2px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.xs})`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.sm, minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})` } },
});

export const skeletonItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });
export const skeletonPicture = style({ aspectRatio: '1 / 1' });
