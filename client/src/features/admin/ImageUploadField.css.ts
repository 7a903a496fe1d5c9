import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

// A fixed square, so the dialog does not move when the picture arrives.
export const preview = style({
  position: 'relative',
  flexShrink: 0,
  width: '5.5rem',
  aspectRatio: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  '@media': { [media.tablet]: { width: '6.5rem' } },
});

export const previewImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const busy = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.7)',
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

// The file input itself is hidden; its label is the button, and shows the input's focus ring.
export const uploadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  maxWidth: '100%',
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const uploadButtonDisabled = style({
  cursor: 'not-allowed',
  opacity: 0.55,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const progress = style({ flex: 1, minWidth: 0, height: '0.5rem', accentColor: vars.color.brand });

export const uploadIcon = style({ flexShrink: 0 });
