import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/vars.css';

/** A label over its control, then the hint and the message; `wide` spans both columns of a two-column form grid. */
export const field = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 },
  variants: { wide: { true: { gridColumn: '1 / -1' } } },
});

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
