import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const slideIn = keyframes({ from: { translate: '100% 0' }, to: { translate: '0 0' } });

export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  padding: 0,
  border: 'none',
  width: 'min(420px, 100vw)',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: vars.color.overlay },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&[open]': { animation: `${slideIn} 200ms ease-out` } } },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, outline: 'none' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: vars.fontSize.xxl,
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});

// The page behind the open drawer does not scroll under the shopper's finger.
globalStyle(`html:has(${drawer}[open])`, { overflow: 'hidden' });
