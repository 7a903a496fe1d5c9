import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: '0 1px 4px rgba(16, 24, 20, 0.04)',
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.sm}`,
  '@media': { [media.tablet]: { gap: vars.space.sm, padding: `0 ${vars.space.lg}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  color: vars.color.brandStrong,
  textDecoration: 'none',
});

export const logoBesideSearchField = style([logo, { '@media': { [media.phoneOnly]: { display: 'none' } } }]);

// The name beside the mark on wide screens; below, the mark alone leaves the search its room.
export const wordmark = style({
  display: 'none',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  '@media': { [media.wide]: { display: 'inline' } },
});

export const search = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  // The specification's minimum widths: 300 px, 420 px on large screens.
  '@media': { [media.tablet]: { minWidth: 300 }, [media.wide]: { minWidth: 420 } },
});

export const tabletUp = style({ display: 'none', flexShrink: 0, '@media': { [media.tablet]: { display: 'block' } } });

// The account button gives way first when the row is full: a long name shortens (with an ellipsis) before anything overflows.
export const accountSlot = style([tabletUp, { flexShrink: 1, minWidth: 0 }]);

// Phones: the compact language switcher. From 768 px to 1280 px the account and cart buttons fill the row and the
// footer carries the language switcher, so the header keeps room for the search.
export const phoneOnly = style({ flexShrink: 0, '@media': { [media.tablet]: { display: 'none' } } });

export const wideOnly = style({ display: 'none', flexShrink: 0, '@media': { [media.wide]: { display: 'block' } } });
