import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: 0,
  width: 'min(560px, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  boxShadow: vars.shadow.raised,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const wide = style({ width: 'min(880px, calc(100vw - 2rem))' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  zIndex: 1,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const body = style({
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.xl,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
