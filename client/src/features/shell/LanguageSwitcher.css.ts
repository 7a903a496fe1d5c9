import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const switcher = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const icon = style({ position: 'absolute', left: vars.space.xs, color: vars.color.textMuted, pointerEvents: 'none' });

// A chevron drawn in the background, since `appearance: none` removes the native one.
const chevron = {
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 14px) 50%, calc(100% - 9px) 50%`,
  backgroundSize: '5px 5px, 5px 5px',
  backgroundRepeat: 'no-repeat',
} as const;

export const select = style({
  appearance: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.lg} 0 calc(${vars.space.xs} + 18px + ${vars.space.xxs})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ...chevron,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

/**
 * The phone header's switcher: a 44 px box with the globe and the language's code ('RW'). The select lies over it,
 * transparent, so a tap or the keyboard opens the browser's own list; the box shows the select's focus.
 */
export const compactSwitcher = style({
  ...chevron,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 44,
  height: 44,
  padding: `0 ${vars.space.lg} 0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has(select:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const compactIcon = style({ flexShrink: 0, color: vars.color.textMuted, pointerEvents: 'none' });

export const code = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em', pointerEvents: 'none' });

export const compactSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  // 16 px, so that iOS does not zoom the page when the list opens.
  fontSize: vars.fontSize.md,
});
