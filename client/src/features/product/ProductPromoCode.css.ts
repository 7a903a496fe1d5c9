import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

// A coupon: a dashed brand outline sets it apart from the price above and the panels below.
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  marginTop: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.brandSoft,
  border: `2px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { maxWidth: '28rem' } },
});

export const heading = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.brandStrong,
});

export const codeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // One tap selects the whole code where copying by button is not possible.
  userSelect: 'all',
});

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const offer = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const offerAmount = style({ color: vars.color.brandStrong });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const copyFailed = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
