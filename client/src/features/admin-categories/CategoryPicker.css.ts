import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '32px',
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const toggle = style({ justifyContent: 'space-between', width: '100%' });

export const chevron = style({ transition: 'transform 150ms', '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } });
export const chevronOpen = style({ transform: 'rotate(180deg)' });

// The choices scroll inside the dialog, so a long list of categories does not push the save button away.
export const options = style({
  maxHeight: '13rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.brand, flexShrink: 0 });
