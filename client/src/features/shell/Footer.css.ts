import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
