import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const phoneMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '80px',
  height: '80px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const waiting = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const spinner = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const reason = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const retry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, width: '100%', textAlign: 'left' });


export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.sm });
