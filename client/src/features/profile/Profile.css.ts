import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '32rem' });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

const round = style({
  width: '112px',
  height: '112px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
});

export const avatar = style([round, { objectFit: 'cover', background: vars.color.surfaceMuted }]);

export const avatarPlaceholder = style([
  round,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: vars.color.brandSoft, color: vars.color.brandStrong },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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
  selectors: { '&:focus-visible': { outlineOffset: 0 } },
});

export const inputInvalid = style([input, { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` }]);

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const submit = style({ alignSelf: 'flex-start', minWidth: '8rem' });

export const upload = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

// The file input stays in the Tab order (and opens the picker with Enter or Space); its label is what is seen.
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const fileButtonBusy = style([fileButton, { cursor: 'wait', opacity: 0.7 }]);

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, width: '100%' });

export const progress = style({ flex: 1, height: '0.75rem', accentColor: vars.color.brand });
