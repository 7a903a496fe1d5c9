import { style } from '@vanilla-extract/css';
import { media, offlineInset, vars } from '../../styles/vars.css';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  // Room for the fixed bottom navigation (and the phone's home indicator) and the offline banner, so the footer is
  // never hidden under them.
  paddingBottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${offlineInset})`,
  '@media': { [media.tablet]: { paddingBottom: offlineInset } },
});

export const main = style({
  flex: 1,
  // The footer starts below the fold while the page's content streams in, so it is never pushed down (no layout shift).
  minHeight: '100dvh',
  width: '100%',
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
  outline: 'none',
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}` } },
});

export const headerPlaceholder = style({ height: vars.layout.headerHeight, background: vars.color.surface });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: 100,
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.xs } },
});
