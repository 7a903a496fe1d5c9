import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { cardGrid } from '../../ui/grid.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gap: vars.space.xxl } },
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });

export const sectionHeader = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, marginBottom: vars.space.md });

export const grid = cardGrid;

// Recently viewed is a reminder, not the main course: one swipeable row on phones keeps the page short.
export const row = style([
  grid,
  {
    '@media': {
      [media.phoneOnly]: {
        gridAutoFlow: 'column',
        gridTemplateColumns: 'none',
        gridAutoColumns: '44%',
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        scrollSnapType: 'x proximity',
        // Room for the cards' shadow and focus ring inside the scrolling box; the scroll padding keeps snapping
        // from hiding it.
        padding: vars.space.xs,
        margin: `calc(-1 * ${vars.space.xs})`,
        scrollPaddingInline: vars.space.xs,
      },
    },
  },
]);

export const rowItem = style({ scrollSnapAlign: 'start' });

// Each cell a one-item grid, so every card in a row stretches to the row's height and the rows line up.
globalStyle(`${grid} > li`, { display: 'grid' });
