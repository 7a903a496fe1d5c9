import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { wideCardGrid } from '../../ui/grid.css';

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl, marginBottom: vars.space.lg } },
});

export const grid = wideCardGrid;

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  transition: 'box-shadow 150ms',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

// Two lines reserved, so the skeleton and every tile in a row have one height whatever the names.
export const name = style({
  minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm} + ${vars.space.xxs})`,
  padding: `0 ${vars.space.xxs} ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const skeletonTile = style([tile, { boxShadow: 'none' }]);
export const skeletonPicture = style({ aspectRatio: '1 / 1' });

export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });
export const skeletonName = style([name, { display: 'flex', justifyContent: 'center' }]);
