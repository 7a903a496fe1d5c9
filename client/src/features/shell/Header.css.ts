import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const logo = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  textDecoration: 'none',
});

export const search = style({ flex: 1 });
export const account = style({ fontWeight: vars.fontWeight.medium });
