import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const code = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8rem',
  height: '8rem',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: '2.5rem',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const text = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
