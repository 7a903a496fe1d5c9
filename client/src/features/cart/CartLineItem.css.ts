import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gridTemplateAreas: '"image info" "image actions"',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  // A wide list (the /cart page on a laptop) puts the stepper and total on the same row as the product.
  '@container': {
    '(min-width: 560px)': {
      gridTemplateColumns: '64px minmax(0, 1fr) auto',
      gridTemplateAreas: '"image info actions"',
      alignItems: 'center',
      columnGap: vars.space.md,
    },
  },
});

export const image = style({
  gridArea: 'image',
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const info = style({ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const promo = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export const unitPrice = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const struck = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs });

export const saving = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });

/** A change made offline: the accent colour (as promotions) marks it without alarming. */
export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const waitingIcon = style({ flexShrink: 0 });

// On the narrowest phones (320 px) the total goes under the stepper rather than past the screen's edge.
export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const lineTotal = style({
  display: 'flex',
  marginLeft: 'auto',
  minWidth: '6.5rem',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
