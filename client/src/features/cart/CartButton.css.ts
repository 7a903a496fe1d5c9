import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});
