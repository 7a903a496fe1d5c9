import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// Mirrors ProductCard's box (padding, radius, square picture) so the real cards replace it without a jump.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const picture = style({ aspectRatio: '1 / 1' });
