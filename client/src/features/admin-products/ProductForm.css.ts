import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** One part of the form (details, pictures, prices, ...): one column on phones, two from tablets up. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space.lg } },
});

// Floated, the legend becomes the grid's first row instead of sitting on the border.
export const legend = style({
  float: 'left',
  width: '100%',
  gridColumn: '1 / -1',
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionHint = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: `calc(-1 * ${vars.space.xs})` });




const control = {
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
} as const;

const invalid = { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` };

export const input = style({
  ...control,
  selectors: { '&:focus-visible': { outlineOffset: 0 }, '&[aria-invalid="true"]': invalid },
});

export const textarea = style({
  ...control,
  minHeight: '7.5rem',
  padding: vars.space.sm,
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:focus-visible': { outlineOffset: 0 }, '&[aria-invalid="true"]': invalid },
});

export const select = style([input, { cursor: 'pointer', selectors: { '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted } } }]);



export const checkboxRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.brand, cursor: 'pointer' });

/** The promotion's own fields, revealed under its checkbox. */
export const reveal = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const chipName = style({ overflowWrap: 'anywhere' });

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const detailRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const detailField = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const formError = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

// Pictures: a row of square tiles, each with its order controls.
export const images = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const imageTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const imageFrame = style({ position: 'relative' });

export const imagePreview = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const imageOrder = style({
  position: 'absolute',
  top: vars.space.xxs,
  left: vars.space.xxs,
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const uploading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: '#fff',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1.75rem',
  height: '1.75rem',
  border: '3px solid rgba(255, 255, 255, 0.35)',
  borderTopColor: '#fff',
  borderRadius: vars.radius.full,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});

export const progress = style({ width: '80%', height: '0.5rem', accentColor: vars.color.brand });

export const imageControls = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xxs });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  minWidth: 0,
  height: '40px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const removeButton = style([iconButton, { color: vars.color.danger }]);

// The file input stays in the tab order (visually hidden); its label is the visible, dashed "Add images" target.
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const addImages = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '6rem',
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
globalStyle(`${fileInput}:focus-visible + ${addImages}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${fileInput}[aria-invalid="true"] + ${addImages}`, { borderColor: vars.color.danger });

export const addImagesHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular });
