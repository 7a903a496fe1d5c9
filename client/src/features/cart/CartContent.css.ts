import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, offlineInset, vars } from '../../styles/vars.css';

export const content = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    layout: {
      // The drawer scrolls its lines and bill; Proceed stays in view at the bottom.
      drawer: { flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' },
      page: {
        gap: vars.space.md,
        '@media': {
          [media.desktop]: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 360px',
            gridTemplateAreas: '"main side" "main proceed"',
            gridTemplateRows: 'auto 1fr',
            alignItems: 'start',
            columnGap: vars.space.lg,
            rowGap: vars.space.md,
          },
        },
      },
    },
  },
});

export const main = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  variants: { layout: { drawer: { padding: vars.space.md }, page: { gridArea: 'main' } } },
});

export const side = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.md },
  variants: {
    layout: {
      drawer: { padding: `0 ${vars.space.md} ${vars.space.md}` },
      page: { gridArea: 'side' },
    },
  },
});

export const savingsBanner = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const lines = style({
  containerType: 'inline-size',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const proceedBar = recipe({
  base: { background: vars.color.background },
  variants: {
    layout: {
      drawer: {
        position: 'sticky',
        bottom: 0,
        marginTop: 'auto',
        padding: vars.space.md,
        borderTop: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
      },
      // On a phone the bar stays above the bottom navigation (and the offline banner) while the lines scroll.
      page: {
        position: 'sticky',
        bottom: `calc(${vars.layout.bottomNavHeight} + ${vars.space.xs} + ${offlineInset})`,
        gridArea: 'proceed',
        '@media': { [media.tablet]: { position: 'static' } },
      },
    },
  },
});

export const proceed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: '#fff',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const proceedTotal = style({ display: 'flex', flexDirection: 'column', lineHeight: vars.lineHeight.tight });
export const proceedAmount = style({ fontWeight: vars.fontWeight.bold });
export const proceedLabel = style({ fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const proceedAction = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const emptyWrap = style({ flex: 1, overflowY: 'auto' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
});

export const emptyIconSvg = style({ width: '48px', height: '48px' });

export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const emptyText = style({ color: vars.color.textMuted, maxWidth: '22rem' });
export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.sm });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md });
export const skeletonLine = style({ display: 'flex', gap: vars.space.sm });
export const skeletonText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });
