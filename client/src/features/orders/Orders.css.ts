import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const empty = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});

export const listWrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const more = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xs} 0` });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const orderNumber = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, outline: 'none' });

export const number = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

// Each status its colour (all AA on their soft background): waiting amber, on its way and done green, cancelled red.
export const status = styleVariants({
  PENDING: [statusBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  PROCESSING: [statusBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  SHIPPED: [statusBase, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
  DELIVERED: [statusBase, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
  CANCELLED: [statusBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const factName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const amount = style([factValue, { fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' }]);

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

const lineThumb = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const lineImage = style([lineThumb, { objectFit: 'contain', border: `1px solid ${vars.color.border}` }]);

export const linePlaceholder = style([lineThumb]);

export const lineName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const lineQuantity = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.sm });

export const cancelButton = style({
  color: vars.color.danger,
  borderColor: vars.color.danger,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
});

export const confirmText = style({ marginBottom: vars.space.lg });

/** A paid order's cancel dialog: what becomes of the money, read before the warning. */
export const cancelRefundNote = style({ marginBottom: vars.space.sm, fontWeight: vars.fontWeight.medium });

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const paymentValue = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

const paymentBadgeBase = style([statusBase, { padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.xs }]);

// Where the money stands: waiting amber, paid green, failed or owed back red, nothing due yet grey.
export const paymentBadge = styleVariants({
  UNPAID: [paymentBadgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  PENDING: [paymentBadgeBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  PAID: [paymentBadgeBase, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
  FAILED: [paymentBadgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  REFUND_DUE: [paymentBadgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  REFUNDED: [paymentBadgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
