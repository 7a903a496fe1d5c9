import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { section } from './ProductForm.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

/** Upload Product's form keeps a readable line length on wide screens. */
export const formPage = style([page, { maxWidth: '56rem' }]);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const searchBox = style({
  position: 'relative',
  flex: '1 1 18rem',
  maxWidth: '28rem',
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm} 0 calc(${vars.space.sm} + 28px)`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outlineOffset: 0 } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, transition: 'opacity 150ms' });

// While a new search loads, the previous results stay but step back.
export const listPending = style([list, { opacity: 0.55 }]);

/** The specification's product grid: 2 columns on phones, 4 on tablets, 6 on wide screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const cell = style({ display: 'flex', minWidth: 0 });
globalStyle(`${cell} > *`, { flex: 1 });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const tileImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const tileBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const tileName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const tileMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tileOut = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const tileActions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxs });

export const deleteButton = style({ color: vars.color.danger });

export const empty = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.xs,
});

export const pageIndicator = style({ minWidth: '4rem', textAlign: 'center', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const confirm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const confirmName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const confirmActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.xs });

/** Marks the edit modal: on phones it takes the whole screen, a form this long needs all of it. */
export const editBody = style({});
globalStyle(`dialog:has(> * > ${editBody})`, {
  '@media': {
    [media.phoneOnly]: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0 },
  },
});

export const skeletonTile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.xs });
// Inside the phone's full-screen modal the form's boxes would nest in the modal's own padding: they lose their frame.
globalStyle(`${editBody} ${section}`, {
  '@media': { [media.phoneOnly]: { padding: 0, border: 'none', borderRadius: 0 } },
});
