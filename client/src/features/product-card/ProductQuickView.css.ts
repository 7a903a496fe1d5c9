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
  // On a phone the picture must leave room for the price and the button without scrolling far.
  maxHeight: '40dvh',
  '@media': { [media.tablet]: { maxHeight: 'none' } },
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

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pageLink = style({ fontWeight: vars.fontWeight.bold });
