import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  touchAction: 'pan-y',
});

export const mainImage = style({
  display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' });

export const dots = style({ display: 'flex', justifyContent: 'center', gap: vars.space.xxs });

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&::before': {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: vars.radius.full,
      background: vars.color.border,
      transition: 'width 150ms',
    },
    '&[aria-current="true"]::before': { width: 20, background: vars.color.brand },
  },
});

export const strip = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: '4px',
  listStyle: 'none',
  overflowX: 'auto',
  scrollBehavior: 'smooth',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

export const thumbnail = style({
  flexShrink: 0,
  display: 'block',
  width: 64,
  height: 64,
  padding: 0,
  overflow: 'hidden',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` } },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const arrow = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'default', opacity: 0.4 },
  },
});

export const arrowHidden = style({ visibility: 'hidden' });

export const arrowIcon = style({ width: 20, height: 20 });
