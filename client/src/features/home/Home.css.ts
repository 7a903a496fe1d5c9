import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.md });

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
