import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  maxWidth: '36rem',
  margin: '0 auto',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const loadingHeader = style({
  height: vars.layout.headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
