import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xxs, fontWeight: vars.fontWeight.bold });

export const choices = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xxs });

export const choice = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.xxl,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const choiceDisabled = style({ cursor: 'not-allowed', opacity: 0.6 });

// The radio itself is hidden but stays focusable; its star shows the focus ring instead.
export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: 'none' });

export const choiceStar = style({ borderRadius: vars.radius.sm });

globalStyle(`${radio}:focus-visible + ${choiceStar}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const choiceValue = style({ marginLeft: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
