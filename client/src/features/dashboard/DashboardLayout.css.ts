import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const layout = style({
  width: '100%',
  '@media': {
    [media.tablet]: {
      display: 'grid',
      gridTemplateColumns: `${vars.layout.sideMenuWidth} minmax(0, 1fr)`,
      gap: vars.space.lg,
      alignItems: 'start',
    },
  },
});

// Large screens only: the account's links stay in view while the page scrolls.
export const side = style({
  display: 'none',
  '@media': {
    [media.tablet]: { display: 'block', position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` },
  },
});

// On phones the page reads as a sheet laid over the shop, closed with its button; on large screens a plain panel.
export const sheet = style({
  position: 'relative',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { boxShadow: vars.shadow.card } },
});

// No height of its own: the close button sits beside the page's heading (which leaves it room) and scrolls away
// with it, so it never floats over the page's own buttons (Add Address, Cancel Order).
export const sheetBar = style({
  position: 'absolute',
  top: 0,
  right: 0,
  zIndex: 1,
  height: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  margin: `${vars.space.xs} ${vars.space.xs} 0 0`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const content = style({
  // The page's heading (44 px high on phones) lines up with the close button.
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

/** The heading every dashboard page starts with. */
export const pageTitle = style({
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  paddingRight: '3rem',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { minHeight: 0, paddingRight: 0 } },
});
