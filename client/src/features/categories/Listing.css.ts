import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

// Phones: title, then the sub-category scroller, then the products. Wider: the sub-categories become a left column.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "nav" "list"',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
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

// The skeleton's pieces take the heights of the text they stand for, so the real screen lands without a jump.
const smallLine = `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`;
export const eyebrowSkeleton = style({ display: 'block', height: smallLine, width: '9rem' });
export const titleSkeleton = style({
  display: 'block',
  height: `calc(${vars.fontSize.xl} * ${vars.lineHeight.tight})`,
  width: '14rem',
  '@media': { [media.tablet]: { height: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})` } },
});
export const countSkeleton = style({ display: 'block', height: smallLine, width: '6rem', marginBottom: vars.space.sm });

export const navSkeleton = style({
  display: 'flex',
  gap: vars.space.xs,
  overflow: 'hidden',
  padding: `${vars.space.xs} 0`,
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      alignSelf: 'start',
      gap: vars.space.xxs,
      padding: vars.space.xs,
      background: vars.color.surface,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.card,
    },
  },
});
export const navSkeletonItem = style({ flex: 'none', width: '8rem', height: '44px', '@media': { [media.tablet]: { width: '100%', height: '48px' } } });
// Chips on phones, rows in the column: two selectors deep, to win over the skeleton's own rounding.
globalStyle(`${navSkeletonItem} > *`, {
  borderRadius: vars.radius.full,
  '@media': { [media.tablet]: { borderRadius: vars.radius.md } },
});
