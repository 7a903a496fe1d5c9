import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const nav = style({
  '@media': {
    [media.tablet]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - 2 * ${vars.space.md})`,
      overflowY: 'auto',
      padding: vars.space.xs,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
    },
  },
});

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.md})`,
  // Room for focus rings inside the scroller, and the page's side padding kept at both ends.
  padding: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.md,
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': {
    [media.tablet]: { flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, overflowX: 'visible' },
  },
});

export const item = style({ flex: 'none', scrollSnapAlign: 'start' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [media.tablet]: {
      borderColor: 'transparent',
      borderRadius: vars.radius.md,
      whiteSpace: 'normal',
      padding: vars.space.xxs,
      selectors: {
        '&[aria-current="page"]': { borderColor: 'transparent', boxShadow: `inset 3px 0 0 ${vars.color.brand}` },
      },
    },
  },
});

export const picture = style({
  flex: 'none',
  width: '32px',
  height: '32px',
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { width: '40px', height: '40px', borderRadius: vars.radius.sm } },
});
