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
  '@media': { [media.tablet]: { gap: vars.space.md, padding: `0 ${vars.space.lg}` } },
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

// The name beside the mark from desktop widths up; below, the mark alone leaves the search its 300 px.
export const wordmark = style({
  display: 'none',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  '@media': { [media.desktop]: { display: 'inline' } },
});

export const search = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  '@media': { [media.tablet]: { minWidth: 300 }, [media.desktop]: { minWidth: 420 } },
});

export const tabletUp = style({ display: 'none', flexShrink: 0, '@media': { [media.tablet]: { display: 'block' } } });

export const desktopOnly = style({ display: 'none', flexShrink: 0, '@media': { [media.desktop]: { display: 'block' } } });
