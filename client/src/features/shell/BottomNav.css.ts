import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const nav = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomNav,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 12px rgba(16, 24, 20, 0.06)',
  // Clear of the phone's home indicator.
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  height: vars.layout.bottomNavHeight,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const link = style({
  // The Account tab's unread badge is placed against the tab.
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const tabButton = style([link, { border: 'none', background: 'transparent', padding: 0, font: 'inherit', fontSize: vars.fontSize.xs, cursor: 'pointer' }]);

export const text = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const iconWithBadge = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-6px',
  right: '-10px',
  minWidth: '18px',
  height: '18px',
  padding: '0 4px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});
