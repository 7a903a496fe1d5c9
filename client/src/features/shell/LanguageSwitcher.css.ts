import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const switcher = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', left: vars.space.xs, color: vars.color.textMuted, pointerEvents: 'none' });

export const select = style({
  appearance: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.lg} 0 calc(${vars.space.xs} + 18px + ${vars.space.xxs})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // A chevron drawn in the background, since `appearance: none` removes the native one.
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 14px) 50%, calc(100% - 9px) 50%`,
  backgroundSize: '5px 5px, 5px 5px',
  backgroundRepeat: 'no-repeat',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
