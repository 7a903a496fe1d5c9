import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

/** The specification's error box for a page the viewer may not open. */
export const denied = style({
  maxWidth: '36rem',
  margin: `${vars.space.xl} auto`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  textAlign: 'center',
});

export const deniedTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const checking = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
