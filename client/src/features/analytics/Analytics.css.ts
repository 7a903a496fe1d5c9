import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, '@media': { [media.tablet]: { gap: vars.space.lg } } });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

// Side by side where both figures fit whole ("RWF 11,440,834" is one word); one above the other on a phone.
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.sm, margin: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const cardLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const cardValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // A figure breaks only between its currency and its number, never among its digits.
  overflowWrap: 'break-word',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const panel = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm });

// The tables sit side by side on wide screens.
export const tables = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg } },
});

/** The chart's box: the specification's 300 px high, full width, reserved before the chart's code arrives. */
export const chart = style({ width: '100%', height: '300px' });

export const tableScroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: `${vars.space.xs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });

export const rowHead = style([cell, { textAlign: 'left', fontWeight: vars.fontWeight.medium }]);

export const numberCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);
export const numberHead = style([headCell, { textAlign: 'right' }]);

// On a phone the e-mail goes under the customer's name (its own column would squeeze both into slivers).
export const emailColumn = style({ '@media': { [media.phoneOnly]: { display: 'none' } } });
export const emailCell = style([cell, emailColumn, { overflowWrap: 'anywhere', color: vars.color.textMuted }]);
export const emailUnderName = style({
  display: 'block',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const productName = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const thumb = style({
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const empty = style({ padding: `${vars.space.lg} 0`, textAlign: 'center', color: vars.color.textMuted });

/** 'Failed to fetch analytics': red and centred, as the specification shows it. */
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
