import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/vars.css';

/** The promotion countdown: a compact line on cards, a badge on the product page; muted once it has ended. */
export const countdown = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.accent,
    // Digits keep their width, so the text does not shiver every second.
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.xs },
      large: {
        fontSize: vars.fontSize.sm,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        borderRadius: vars.radius.full,
        background: vars.color.accentSoft,
      },
    },
    ended: {
      true: { color: vars.color.textMuted },
      false: {},
    },
  },
  compoundVariants: [{ variants: { size: 'large', ended: true }, style: { background: vars.color.surfaceMuted } }],
  defaultVariants: { size: 'small', ended: false },
});

export type CountdownVariants = RecipeVariants<typeof countdown>;

export const icon = recipe({
  // Sits on the first line of the text, however many lines it takes.
  base: { flexShrink: 0, marginTop: '0.1em' },
  variants: { size: { small: { width: '0.875rem', height: '0.875rem' }, large: { width: '1rem', height: '1rem' } } },
  defaultVariants: { size: 'small' },
});

// Hours, minutes and seconds stay on one line when the sentence wraps on a narrow card.
export const time = style({ whiteSpace: 'nowrap' });
