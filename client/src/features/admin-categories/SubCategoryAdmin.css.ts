import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

// Tight cells on a phone so the whole table fits 375 px; on narrower screens it scrolls sideways inside its card
// instead of widening the page.
export const tableScroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const table = style({
  width: '100%',
  minWidth: '20rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.md } },
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.xxs}`,
  background: vars.color.surfaceMuted,
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.sm } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@media': { [media.tablet]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const numberCell = style([cell, { color: vars.color.textMuted, textAlign: 'center' }]);
export const nameCell = style([cell, { fontWeight: vars.fontWeight.medium, textAlign: 'left', overflowWrap: 'break-word', hyphens: 'auto' }]);

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'zoom-in',
});

export const thumb = style({
  width: '2.5rem',
  height: '2.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  '@media': { [media.phoneOnly]: { paddingLeft: vars.space.xxs, paddingRight: vars.space.xxs } },
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

// Stacked on a phone (the column stays one button wide), side by side from tablets on.
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, '@media': { [media.tablet]: { flexDirection: 'row' } } });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
});

export const editButton = style([iconButton, { color: vars.color.brandStrong, selectors: { '&:hover': { background: vars.color.brandSoft } } }]);
export const deleteButton = style([iconButton, { color: vars.color.danger, selectors: { '&:hover': { background: vars.color.dangerSoft } } }]);
