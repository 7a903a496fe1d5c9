import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.pageMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': {
    // Centred, so the floating help button in the bottom right corner never covers a link.
    [media.tablet]: { flexDirection: 'row', justifyContent: 'center', gap: vars.space.xl, padding: `${vars.space.lg} ${vars.space.lg}` },
  },
});

export const copyright = style({ textAlign: 'center' });

// The header carries the language switcher on phones (compact) and wide screens; the footer between them.
export const language = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' }, [media.wide]: { display: 'none' } } });

export const social = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.brandStrong,
  transition: 'background-color 120ms, color 120ms',
  selectors: { '&:hover': { background: vars.color.brand, color: vars.color.surface } },
});

// Phones open help from the bottom navigation; from 1360 px the launcher sits in the margin beside the page.
export const help = style({
  display: 'none',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '@media': { [media.tablet]: { display: 'inline-flex', alignItems: 'center' }, 'screen and (min-width: 1360px)': { display: 'none' } },
});
