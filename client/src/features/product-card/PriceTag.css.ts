import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const priceTag = recipe({
  base: { display: 'flex', lineHeight: vars.lineHeight.tight, fontVariantNumeric: 'tabular-nums' },
  variants: {
    size: {
      // On cards the struck-through line is always reserved, so prices and buttons line up across a row.
      small: {
        flexDirection: 'column',
        minHeight: `calc(${vars.lineHeight.tight} * (${vars.fontSize.md} + ${vars.fontSize.xs}))`,
      },
      medium: { flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xs, rowGap: vars.space.xxs },
      large: { flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm, rowGap: vars.space.xxs },
    },
  },
  defaultVariants: { size: 'small' },
});

export const current = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text },
  variants: {
    size: { small: { fontSize: vars.fontSize.md }, medium: { fontSize: vars.fontSize.xl }, large: { fontSize: vars.fontSize.xxl } },
  },
  defaultVariants: { size: 'small' },
});

export const original = recipe({
  base: { color: vars.color.textMuted, textDecoration: 'line-through' },
  variants: {
    size: { small: { fontSize: vars.fontSize.xs }, medium: { fontSize: vars.fontSize.sm }, large: { fontSize: vars.fontSize.md } },
  },
  defaultVariants: { size: 'small' },
});

export const percent = style({
  alignSelf: 'center',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
