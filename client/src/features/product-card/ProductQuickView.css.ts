import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.lg, alignItems: 'start' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  // On a phone a smaller square, whole (not cropped), leaves room for the price, the unit and Add on the first screen.
  '@media': {
    [media.phoneOnly]: { width: 'auto', maxWidth: '100%', height: '30dvh', justifySelf: 'center' },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

// On a phone Add stays at the dialog's foot while a long description scrolls under it.
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.phoneOnly]: {
      position: 'sticky',
      bottom: 0,
      margin: `0 calc(-1 * ${vars.space.md}) calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
      background: vars.color.surface,
    },
  },
});

export const pageLink = style({ fontWeight: vars.fontWeight.bold });
