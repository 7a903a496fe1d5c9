import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

// On phones the assistant floats above the bottom navigation (and the home indicator); on larger screens in the corner.
const bottomOnPhone = `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${vars.space.sm})`;

export const wrapper = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: bottomOnPhone,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { right: vars.space.lg, bottom: vars.space.lg } },
});

// The page is at most 1200 px wide: from 1360 px the launcher (56 px, 24 px from the edge) sits in the free margin
// beside it and covers nothing; below, it is not shown (the bottom navigation or the footer opens the panel).
const narrow = 'screen and (max-width: 1359px)';

export const launcher = style({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.helpButtonSize,
  height: vars.layout.helpButtonSize,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.surface,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  transition: 'transform 120ms',
  selectors: { '&:hover': { transform: 'scale(1.05)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' }, [media.tablet]: { width: 56, height: 56 }, [narrow]: { display: 'none' } },
});

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const panel = style({
  pointerEvents: 'auto',
  width: 'min(22rem, calc(100vw - 2rem))',
  maxHeight: 'min(28rem, calc(100dvh - 12rem))',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 160ms ease-out`,
  outline: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
  background: vars.color.brandSoft,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });

export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const questions = style({ padding: vars.space.xs });

export const item = style({
  borderRadius: vars.radius.md,
  selectors: { '&[open]': { background: vars.color.surfaceMuted } },
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: vars.fontSize.lg, color: vars.color.brand, fontWeight: vars.fontWeight.bold },
    'details[open] > &::after': { content: '"−"' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const answer = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}`, color: vars.color.text, fontSize: vars.fontSize.sm });
