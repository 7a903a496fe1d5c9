import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const banner = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Short on a phone, so the first products show on the first screen under it and the category strip.
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.surface,
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 100%)`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) 18rem',
      gap: vars.space.lg,
      minHeight: '18rem',
      padding: `${vars.space.xl} ${vars.space.xxl}`,
    },
  },
});

export const copy = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '34rem',
});

export const eyebrow = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  // Not a pill: in French it may wrap to two lines, and a pill of two lines looks broken.
  borderRadius: vars.radius.md,
  lineHeight: vars.lineHeight.tight,
  background: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

// The eyebrow and the title say it on a phone; the longer sentence waits for a larger screen.
export const text = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block', fontSize: vars.fontSize.md } },
});

export const action = style({ marginTop: vars.space.xs, borderColor: vars.color.surface });

export const art = style({
  position: 'absolute',
  right: `calc(-1 * ${vars.space.xs})`,
  bottom: `calc(-1 * ${vars.space.xs})`,
  width: '6rem',
  height: 'auto',
  '@media': {
    [media.tablet]: { position: 'static', width: '100%', maxWidth: '18rem', justifySelf: 'end' },
  },
});

// The picture's paints, from the tokens like everything else on screen.
export const glow = style({ fill: vars.color.surface, opacity: 0.12 });
export const leaf = style({ fill: vars.color.brandSoft });
export const vein = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 2, strokeLinecap: 'round' });
export const tomato = style({ fill: vars.color.danger });
export const stem = style({ fill: vars.color.brand });
export const carrot = style({ fill: vars.color.accent });
export const egg = style({ fill: vars.color.surface });
export const handle = style({ fill: 'none', stroke: vars.color.accentSoft, strokeWidth: 7, strokeLinecap: 'round' });
export const basket = style({ fill: vars.color.accentSoft });
export const rim = style({ fill: vars.color.accent });
export const weave = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 3, opacity: 0.45 });
