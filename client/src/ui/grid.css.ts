import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/vars.css';

/**
 * The shop's card grid (a <ul> of cards): 2 columns on phones, 3 on tablets, 4 on laptops. Two per row on a 375 px
 * phone keeps pictures large enough to recognise and still shows several products per screen.
 */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** The same grid with a fifth and sixth column on wide screens (category tiles are small). */
export const wideCardGrid = style([cardGrid, { '@media': { [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } } }]);
