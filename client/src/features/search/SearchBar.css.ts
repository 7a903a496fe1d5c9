import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** The pill both forms of the search bar share, so the header does not move when it turns into a field. */
export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: 48,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:focus-within': { borderColor: vars.color.brand, background: vars.color.surface },
    // The field draws no outline of its own: the whole pill shows the keyboard focus.
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({ flexShrink: 0 });

export const prompt = style({ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

const blink = keyframes({ '0%, 49%': { opacity: 1 }, '50%, 100%': { opacity: 0 } });

export const caret = style({
  display: 'inline-block',
  width: 2,
  height: '1.1em',
  marginLeft: 1,
  // Takes no room, so the closing quote does not jump while the caret blinks.
  marginRight: -3,
  verticalAlign: 'text-bottom',
  background: vars.color.textMuted,
  animation: `${blink} 1s step-end infinite`,
});

export const noCaret = style({ display: 'none' });

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
} as const;

// Below 768 px the back arrow takes the magnifier's place (the specification's phone search page).
export const back = style({ ...iconButton, '@media': { [media.tablet]: { display: 'none' } } });

export const submit = style({ ...iconButton, display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', borderColor: vars.color.brand } },
});
