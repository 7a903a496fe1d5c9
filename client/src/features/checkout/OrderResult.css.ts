import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
  margin: `${vars.space.lg} auto`,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { padding: `${vars.space.xxl} ${vars.space.xl}`, margin: `${vars.space.xxl} auto` } },
});

const mark = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '80px',
  height: '80px',
  borderRadius: vars.radius.full,
} as const;

export const successMark = style({ ...mark, background: vars.color.brandSoft, color: vars.color.brand });

export const cancelMark = style({
  ...mark,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, outline: 'none' });

export const text = style({ color: vars.color.textMuted, maxWidth: '26rem' });

/** Where a cancelled order's money went: the sentence a shopper who paid looks for. */
export const moneyBack = style({
  maxWidth: '26rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

// Pushed to the end of its row, also when a long date wraps onto a line of its own.
export const factValue = style({ margin: 0, marginLeft: 'auto', fontWeight: vars.fontWeight.bold, color: vars.color.text, textAlign: 'right' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.xs });
