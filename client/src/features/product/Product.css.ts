import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  width: '100%',
  '@media': { [media.desktop]: { gap: vars.space.xl } },
});

export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)', gap: vars.space.xl },
  },
});

// The pictures stay in view while the shopper reads the longer column beside them.
export const galleryColumn = style({
  minWidth: 0,
  '@media': { [media.tablet]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` } },
});

export const infoColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const purchase = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `2px ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
  },
  variants: {
    tone: {
      delivery: { background: vars.color.surfaceMuted, color: vars.color.text },
      promo: { background: vars.color.accent, color: '#fff' },
      code: { background: vars.color.surface, color: vars.color.brandStrong, border: `1px solid ${vars.color.brand}` },
    },
  },
});

export const badgeIcon = style({ width: '0.875rem', height: '0.875rem' });

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const unit = style({ color: vars.color.textMuted });

export const ratingLink = style({ color: 'inherit', textDecoration: 'none', borderRadius: vars.radius.sm });
globalStyle(`${ratingLink}:hover span`, { textDecoration: 'underline' });

export const countdown = style({ marginTop: vars.space.xxs });

export const paymentNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lowStock = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.danger });

export const outOfStock = style({
  marginTop: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

// The Add control reads as the page's main action: wide on a phone, generous beside the price on a laptop.
export const addSlot = style({ display: 'flex', width: '100%', marginTop: vars.space.xs, '@media': { [media.tablet]: { width: '16rem' } } });
globalStyle(`${addSlot} > button`, { flex: 1, minHeight: 48, fontSize: vars.fontSize.md });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const details = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const detailRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const detailName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const reasons = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const reason = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const reasonIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});
globalStyle(`${reasonIcon} svg`, { width: 22, height: 22 });

export const reasonTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const reasonText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const skeletonText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skeletonImage = style({ aspectRatio: '1 / 1' });

export const deliveryNote = style({ fontWeight: vars.fontWeight.medium, color: vars.color.brandStrong });

export const deliveryRefusal = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const deliveryCutoff = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
