import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// The three places the links appear: the header's drop-down, the dashboard's side menu and the phone's page.
export const container = styleVariants({
  menu: {},
  side: {
    padding: vars.space.xs,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
  page: {
    padding: vars.space.xs,
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
  },
});

export const header = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const who = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const adminTag = style({ color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const itemBase = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
  },
});

export const item = styleVariants({
  menu: [itemBase],
  side: [itemBase, { minHeight: 44 }],
  // A finger-sized row on the phone's account page.
  page: [itemBase, { minHeight: 48, fontSize: vars.fontSize.md }],
});

const logoutBase = style([
  itemBase,
  {
    width: '100%',
    marginTop: vars.space.xxs,
    border: 'none',
    borderTop: `1px solid ${vars.color.border}`,
    borderRadius: 0,
    background: 'transparent',
    color: vars.color.danger,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.dangerSoft, color: vars.color.danger }, '&:disabled': { cursor: 'wait', opacity: 0.7 } },
  },
]);

export const logout = styleVariants({
  menu: [logoutBase],
  side: [logoutBase, { minHeight: 44 }],
  page: [logoutBase, { minHeight: 48 }],
});
