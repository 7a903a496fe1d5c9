import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: '#fff',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:hover': { background: vars.color.brandStrong } },
  '@media': { [media.tablet]: { padding: `0 ${vars.space.md} 0 ${vars.space.sm}` } },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: '-8px',
  right: '-10px',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  border: `2px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '16px',
  textAlign: 'center',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const summary = style({
  display: 'none',
  flexDirection: 'column',
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const count = style({ fontWeight: vars.fontWeight.bold });
