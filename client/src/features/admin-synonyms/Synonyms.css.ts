import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';
import { input } from '../admin/AdminPage.css';

/** The page's parts stacked (title and sentence, the Add box, the list), at a readable width on wide screens. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, maxWidth: '56rem' });

export const intro = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '40rem' });

export const addCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

/** The words' input and the Add button: side by side while both fit, the button under the input otherwise. */
export const inputRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const wordsInput = style([
  input,
  {
    flex: '1 1 9rem',
    minWidth: 0,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` } },
  },
]);

export const addButton = style({ flex: '0 0 auto', minWidth: '6rem' });

/** A refusal under the field it is about. */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const listHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.xs });

export const listTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const listWrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: `calc(-1 * ${vars.space.sm})` });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A group: its chips, then Edit and Delete (under the chips on a phone, at the right end when there is room). */
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, flex: '1 1 16rem', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const groupActions = style({ display: 'flex', gap: vars.space.xs, marginLeft: 'auto' });

// Doubled class: wins over the button recipe's own text colour whatever the stylesheets' order.
export const deleteText = style({ selectors: { '&&': { color: vars.color.danger } } });

export const more = style({ display: 'flex', justifyContent: 'center' });
