import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/vars.css';

export const wrapper = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

// Below 1024 px the button shows the icon alone; its words stay its accessible name (and head the open menu).
const hiddenBelowDesktop = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.desktop - 1}px)`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const who = style([
  hiddenBelowDesktop,
  { minWidth: 0, maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
]);

// In the button, the tag shows with the name (from 1024 px); in the menu it always shows.
export const adminTagInButton = style([
  hiddenBelowDesktop,
  { color: vars.color.accent, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' },
]);

// The icon keeps its size when the name shortens to make room (a long '(Admin)' tag, the unread badge).
export const icon = style({ flexShrink: 0 });

export const chevron = style({ flexShrink: 0, transition: 'transform 150ms', '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });
export const chevronOpen = style([chevron, { transform: 'rotate(180deg)' }]);

export const panel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xs})`,
  width: '16rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.drawer,
});
