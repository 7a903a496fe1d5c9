import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, width: '100%' });

// On a phone the row keeps clear of the sheet's close button (top right): a long 'Add Address' wraps under the
// title instead of running under the button.
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingRight: '3rem',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { paddingRight: 0 } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });

export const listWrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const noData = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  border: `1px solid ${vars.color.border}`,
});

export const cardTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const street = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const place = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mobile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const mobileIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const cardActions = style({ display: 'flex', flexShrink: 0, gap: vars.space.xxs });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.brandStrong,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const deleteButton = style({
  color: vars.color.danger,
  selectors: { '&:hover': { background: vars.color.dangerSoft } },
});

export const addTileItem = style({ display: 'flex' });

export const addTile = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '9.5rem',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});

export const more = style({ alignSelf: 'center' });

export const confirm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const confirmAddress = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const confirmActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});

export const messageIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space.xs,
});

export const messageTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });

export const messageText = style({ color: vars.color.textMuted, maxWidth: '24rem', marginBottom: vars.space.xs });

export const promise = style({ marginTop: vars.space.xxs });
