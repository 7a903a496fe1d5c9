import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  '@media': {
    [media.tablet]: { padding: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start', gap: vars.space.xl },
  },
});

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const summaryText = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const summaryCount = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const formHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  resize: 'vertical',
});

export const signIn = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 }, '&:last-child': { borderBottom: 'none' } },
});

export const avatar = style({
  gridRow: 'span 3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.xs });

export const author = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rating = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.5rem',
});

export const comment = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const empty = style({ color: vars.color.textMuted, padding: `${vars.space.md} 0` });

export const more = style({ marginTop: vars.space.md, alignSelf: 'flex-start' });
