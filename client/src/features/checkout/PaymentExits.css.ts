import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const exits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', textAlign: 'left' });

export const hint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const hintTitle = style({ fontWeight: vars.fontWeight.bold });

// A code to dial is read digit by digit: never split across lines.
export const code = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const again = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const wait = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const other = style({ display: 'flex', flexDirection: 'column' });

// Boxed, so its button reads as sending this number, apart from the cash button below.
export const otherForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const otherSend = style({ marginTop: vars.space.xs });

export const notice = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  outline: 'none',
});

export const refusal = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

