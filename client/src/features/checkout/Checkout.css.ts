import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import * as bill from '../cart/CartBill.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1040px', margin: '0 auto', width: '100%' });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, outline: 'none' });

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 380px',
      alignItems: 'start',
      gap: vars.space.lg,
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const summary = style({
  '@media': { [media.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space.md})` } },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const noAddress = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:disabled)': { cursor: 'not-allowed' },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.brand,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const optionStreet = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const optionPlace = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const addTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '56px',
  padding: vars.space.sm,
  border: `2px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const promo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const promoForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const promoLabel = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const promoRow = style({ display: 'flex', gap: vars.space.xs });

export const promoInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  textTransform: 'uppercase',
  selectors: { '&:focus-visible': { outlineOffset: 0 }, '&:disabled': { background: vars.color.surfaceMuted } },
});

export const promoOffers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

export const promoOffersTitle = style({ color: vars.color.textMuted });

export const promoOfferList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The button keeps its width; what the code gives wraps beside it, so every row lines up.
export const promoOffer = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: vars.space.xs });

export const promoOfferText = style({ minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const promoResult = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

const promoBox = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
} as const;

export const promoSuccess = style({ ...promoBox, background: vars.color.brandSoft, color: vars.color.brandStrong });

export const promoPartial = style({ ...promoBox, background: vars.color.accentSoft, color: vars.color.text });

export const promoError = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const promoErrorLink = style({ color: 'inherit', fontWeight: vars.fontWeight.bold, textDecoration: 'underline' });

export const promoHeadline = style({ fontWeight: vars.fontWeight.bold });

export const promoListTitle = style({ color: vars.color.text });

export const promoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const promoItem = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.text });

export const promoAmount = style({ flexShrink: 0, fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong, fontVariantNumeric: 'tabular-nums' });

export const promoRemove = style({ alignSelf: 'flex-start', marginTop: vars.space.xxs });

/** A bill's rows (the cart's) set off from what is above them. */
export const rows = style([bill.rows, { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` }]);

export const placeBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.xs });

export const placeButton = style({
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: '#fff',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.brandStrong },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-disabled="true"]': { cursor: 'progress', background: vars.color.brandStrong },
  },
});

export const waiting = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const placeError = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const placedNote = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Phones stack the dialog's buttons full width, the confirming one on top; wider screens put them side by side. */
export const dialogActions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** What is being bought, above the promo code and the bill. */
export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const itemsTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

// On a laptop the summary stays in view beside the addresses: a long cart scrolls inside its box instead, its last
// row cut part-way so the box shows there is more.
export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.desktop]: { maxHeight: '15rem', overflowY: 'auto', overscrollBehavior: 'contain' } },
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemImage = style({
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const itemInfo = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

// Two lines at most, so a long name keeps the row compact on a phone.
export const itemName = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const itemQuantity = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const itemPrice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const itemStruck = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs });

/** Why Cash on Delivery cannot be used yet, under it, with the way to fix it. */
export const placeReason = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'center' });

export const placeReasonAction = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandStrong,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** Where the shop does not deliver: beside Cash on Delivery, which it disables. */
export const notDelivered = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** When the order would arrive, under the bill: the day on a line of its own, so a long weekday never wraps. */
export const estimate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const estimateLabel = style({ fontSize: vars.fontSize.sm });

export const estimateDate = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const paymentRefused = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const payCashButton = style({
  alignSelf: 'flex-start',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
