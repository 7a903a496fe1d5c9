import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** The monthly report's panel above the list. */
export const report = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const reportTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

// Month and year side by side even on a 375 px phone (the year needs only four digits); the button takes its own
// line there, full width.
export const reportFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 6.5rem',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 8rem) auto', justifyContent: 'start' } },
});

export const downloadButton = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const select = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outlineOffset: 0 } },
});

export const searchInput = style([select, { appearance: 'none', cursor: 'text' }]);

export const listArea = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The search box, the status and payment filters and the number of orders it finds, wrapping on narrow screens. */
export const filterBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** Wide enough for the longest choice (Awaiting payment) in full; on a phone the two filters then stack. */
export const filterField = style([field, { flex: '1 1 10.5rem', maxWidth: '14rem' }]);

/** The search box takes the room the two filters leave, so its hint is read whole. */
export const searchField = style([field, { flex: '2 1 14rem', maxWidth: '24rem' }]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, paddingBottom: vars.space.xs, fontVariantNumeric: 'tabular-nums' });

/** The list while another status's orders load: still readable, clearly not current. */
export const stale = style({ opacity: 0.6, transition: 'opacity 150ms', '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });

/** The admin's part of an order card: 'Update Status' and the history, side by side where there is room. */
export const adminBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const statusField = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label label" "select busy"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  flex: '0 1 20rem',
  minWidth: 0,
});

/** Confirmation and Undo under the selector: the whole width of the field. */
export const confirmRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});

/** Why some statuses cannot be chosen yet, under the selector. */
export const statusNote = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const confirmText = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const statusLabel = style([fieldLabel, { gridArea: 'label' }]);

export const busy = style({ gridArea: 'busy', display: 'inline-flex' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: 20,
  height: 20,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', borderColor: vars.color.brand } },
});

export const history = style({ flex: '1 1 16rem', minWidth: 0, fontSize: vars.fontSize.sm });

export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const historyItem = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const historyStatus = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const historyMeta = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

const refundBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

// Where a refund stands: the provider making it amber (nothing to do but wait), the admin's to make red, made green.
export const refund = styleVariants({
  byProvider: [refundBase, { background: vars.color.accentSoft }],
  byHand: [refundBase, { background: vars.color.dangerSoft }],
  made: [refundBase, { background: vars.color.brandSoft }],
});

export const refundNote = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.text });

export const refundSpinner = style([spinner, { flexShrink: 0, width: 16, height: 16, borderWidth: 2, borderTopColor: vars.color.accent }]);

/** The payer's masked number and the amount: kept whole on one line. */
export const refundFigure = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const refundError = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.danger });
