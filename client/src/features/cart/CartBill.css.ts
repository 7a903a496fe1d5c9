import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const bill = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const discountRow = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium });

export const grandRow = style({
  marginTop: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const amount = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const struck = style({ color: vars.color.textMuted });
