import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const root = recipe({
  base: { display: 'flex' },
  variants: { layout: { card: { width: '100%', marginTop: 'auto' }, line: { flexShrink: 0 } } },
});

// Every target is at least 44 px square, so a thumb finds it on a phone.
export const stepper = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '44px minmax(2ch, 1fr) 44px',
    alignItems: 'center',
    height: '44px',
    borderRadius: vars.radius.md,
    background: vars.color.brand,
    color: '#fff',
    overflow: 'hidden',
  },
  variants: { layout: { card: { width: '100%' }, line: { width: '8.25rem' } } },
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outlineOffset: '-3px', outlineColor: '#fff' },
  },
});

export const quantity = style({
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const add = recipe({
  base: { touchAction: 'manipulation' },
  variants: { layout: { card: { width: '100%' }, line: { width: '8.25rem' } } },
});

export const outOfStock = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: { layout: { card: { width: '100%' }, line: { width: '8.25rem', textAlign: 'center' } } },
});

/** The form around Add (it works before the page's code has run) takes no room of its own. */
export const addForm = style({ display: 'contents' });
