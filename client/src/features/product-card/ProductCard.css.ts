import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const link = style({ color: 'inherit', textDecoration: 'none' });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, marginTop: vars.space.xs });
export const unit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const price = style({ fontWeight: vars.fontWeight.bold });
