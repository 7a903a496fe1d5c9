import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** The specification's category grid: 2 columns on phones, 4 on tablets, 6 on large screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

// Two lines reserved, so every tile in a row has one height whatever the names.
export const name = style({
  minHeight: `calc(2 * ${vars.lineHeight.tight} * ${vars.fontSize.sm})`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const tileActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  marginTop: 'auto',
});

export const tileButton = style({ paddingLeft: vars.space.xxs, paddingRight: vars.space.xxs });

export const skeletonTile = style([tile, { boxShadow: 'none' }]);
export const skeletonPicture = style({ aspectRatio: '1 / 1' });

// Doubled class: wins over the button recipe's own text colour whatever the stylesheets' order.
export const deleteText = style({ selectors: { '&&': { color: vars.color.danger } } });
