import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const header = style({
  display: 'flex',
  // The height of the 'See all' link, so the skeleton's header is as tall as the real one.
  minHeight: '44px',
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
  whiteSpace: 'nowrap',
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
  // Room for the focus ring and the cards' shadow inside the scrolling box, the first card still lined up with
  // the heading; the scroll padding stops snapping from hiding that room.
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  scrollPaddingInline: vars.space.xs,
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

// Names take two lines at most and always reserve two, so the row is one height whatever the names.
const twoLines = style({
  minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.xs})`,
  '@media': { [media.tablet]: { minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})` } },
});

export const name = style([
  twoLines,
  {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
    '@media': { [media.tablet]: { fontSize: vars.fontSize.sm } },
  },
]);

export const skeletonItem = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });
export const skeletonPicture = style({ aspectRatio: '1 / 1' });
export const skeletonName = style([twoLines, { display: 'flex', justifyContent: 'center', width: '100%' }]);
