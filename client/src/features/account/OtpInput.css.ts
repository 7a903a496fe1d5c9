import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

// Six boxes share the card's width, so they fit a 320 px phone and stop growing at a thumb's width.
export const boxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 3.25rem))',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const box = style({
  width: '100%',
  height: '3.25rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
