import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/** The card that holds an account form (login, register, password recovery), centred on the page. */
export const card = style({
  width: '100%',
  maxWidth: '28rem',
  margin: `${vars.space.lg} auto`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.xl, margin: `${vars.space.xxl} auto` } },
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const passwordRow = style({ position: 'relative', display: 'flex' });

export const passwordInput = style([input, { paddingRight: '5.5rem' }]);

export const toggle = style({
  position: 'absolute',
  right: vars.space.xxs,
  top: '50%',
  transform: 'translateY(-50%)',
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const error = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** A refusal that concerns one field, under that field. */
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** Advice under a field (what a new password needs). */
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The sentence under a form's title that says what this step is for. */
export const intro = style({ color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
