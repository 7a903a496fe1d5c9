import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const region = style({
  position: 'fixed',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.xs})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: 'min(420px, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

const toastBase = {
  pointerEvents: 'auto',
  textAlign: 'left',
  border: 'none',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  boxShadow: vars.shadow.raised,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
} as const;

export const error = style({ ...toastBase, background: vars.color.danger, color: '#fff' });
export const success = style({ ...toastBase, background: vars.color.brandStrong, color: '#fff' });
