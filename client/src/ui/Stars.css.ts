import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/vars.css';

export const rating = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: '1px', flexShrink: 0, lineHeight: 0 },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm },
      medium: { fontSize: vars.fontSize.lg },
      large: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'small' },
});

// Each star is an outline with a filled copy on top, clipped to the fraction to fill (0, a half, or all).
export const star = style({ position: 'relative', display: 'inline-block', width: '1em', height: '1em', flexShrink: 0 });

export const starIcon = style({ display: 'block', width: '1em', height: '1em' });

export const empty = style({ color: vars.color.textMuted });

export const fill = style({ position: 'absolute', inset: 0, overflow: 'hidden', color: vars.color.star });
