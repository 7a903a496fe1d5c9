import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

// Phones: title, then the sub-category scroller, then the products. Wider: the sub-categories become a left column.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "nav" "list"',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `11rem minmax(0, 1fr)`,
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"nav head" "nav list"',
    },
    [media.desktop]: { gridTemplateColumns: `14rem minmax(0, 1fr)`, columnGap: vars.space.xl },
  },
});

export const head = style({ gridArea: 'head', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const navArea = style({ gridArea: 'nav', minWidth: 0 });
export const listArea = style({ gridArea: 'list', minWidth: 0 });

export const eyebrow = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

// While another sub-category loads, the old list stays but reads as on its way out.
export const busy = style({ opacity: 0.55, transition: 'opacity 150ms', pointerEvents: 'none' });

export const navSkeleton = style({
  display: 'flex',
  gap: vars.space.xs,
  overflow: 'hidden',
  padding: `${vars.space.xxs} 0 ${vars.space.xs}`,
  '@media': { [media.tablet]: { flexDirection: 'column', padding: vars.space.xs } },
});
export const navSkeletonItem = style({ flex: 'none', '@media': { [media.tablet]: { width: '100%' } } });
export const countSkeleton = style({ marginBottom: vars.space.sm });
