import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../styles/vars.css';
import { input as adminInput } from '../admin/AdminPage.css';

/** The page's parts stacked (title and sentence, then a section per province), at a readable width on wide screens. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, maxWidth: '64rem' });

/** On a phone the title keeps clear of the sheet's close button (top right). */
export const titleBlock = style({ paddingRight: '3rem', '@media': { [media.tablet]: { paddingRight: 0 } } });

export const intro = style({ marginTop: vars.space.xs, color: vars.color.textMuted, maxWidth: '44rem' });

export const province = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const provinceHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: vars.space.xxs });

export const provinceTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const provinceCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const zoneList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/**
 * A district: its name and status with Edit beside them on a phone, the terms under them; from laptops up the name,
 * the terms and Edit on one line. The recent changes, when any, under it all.
 */
export const zone = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"head action" "terms terms" "changes changes"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr) auto',
      gridTemplateAreas: '"head terms action" "changes changes changes"',
    },
  },
});

/** The name with its status beside it; on laptops the status under the name, so the columns line up. */
export const zoneHead = style({
  gridArea: 'head',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  '@media': { [media.desktop]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs } },
});

export const district = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const status = recipe({
  base: {
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    served: {
      true: { background: vars.color.brandSoft, color: vars.color.brandStrong },
      false: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
});

export const zoneAction = style({ gridArea: 'action', justifySelf: 'end' });

/**
 * Charge, delivery time and label: on a phone one under the other, each name beside its value; from tablets up side
 * by side, the delivery time given the most room and the charge enough for the largest amount ('100 000 RWF').
 */
export const terms = style({
  gridArea: 'terms',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  minWidth: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(5.75rem, 0.8fr) minmax(0, 1.3fr) minmax(0, 1fr)', columnGap: vars.space.md },
  },
});

export const term = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  minWidth: 0,
  '@media': { [media.tablet]: { gridColumn: 'auto', display: 'flex', flexDirection: 'column' } },
});

export const termName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const termValue = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const changes = style({ gridArea: 'changes', minWidth: 0, fontSize: vars.fontSize.sm, borderTop: `1px solid ${vars.color.border}` });

export const changeList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 0 0 ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const change = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const changeMeta = style({ color: vars.color.textMuted });

export const changeFields = style({ margin: 0, padding: 0, listStyle: 'none', overflowWrap: 'anywhere' });

export const changeField = style({ fontWeight: vars.fontWeight.medium });

/** Two fields side by side from tablets up (charge and lead time, the two local labels). */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const invalid = { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` };

export const input = style([adminInput, { selectors: { '&[aria-invalid="true"]': invalid } }]);

export const select = style([input, { cursor: 'pointer' }]);

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px', fontWeight: vars.fontWeight.medium, cursor: 'pointer' });

export const checkbox = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.brand, cursor: 'pointer' });

/** A refusal under the field it is about. */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
