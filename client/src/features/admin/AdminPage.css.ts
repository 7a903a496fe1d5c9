import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/**
 * The admin pages' header row: the page's title and its main action, on one line when they fit. On a phone it
 * keeps clear of the sheet's close button (top right), so a long action ('Ongeraho icyiciro') wraps under the title
 * instead of running under the button.
 */
export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingRight: '3rem',
  marginBottom: vars.space.md,
  '@media': { [media.tablet]: { paddingRight: 0, marginBottom: vars.space.lg } },
});

export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const empty = style({ padding: `${vars.space.xxl} 0`, textAlign: 'center', color: vars.color.textMuted });

/** A form inside an admin dialog: fields stacked, the submit button last. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, border: 'none', margin: 0, padding: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm, padding: 0 });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outlineOffset: 0 } },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** A message the admin must read (a refusal, what is missing): stays on screen, unlike a toast. */
export const error = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 20,
  height: 20,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', borderColor: vars.color.brand } },
});
