import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger });

export const optional = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

const control = {
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
} as const;

export const input = style({
  ...control,
  selectors: {
    '&:focus-visible': { outlineOffset: 0 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const select = style({
  ...control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const filterRow = style({ position: 'relative', display: 'flex' });

export const filter = style([input, { flex: 1, minHeight: '40px', paddingRight: '6rem', fontSize: vars.fontSize.sm }]);

/** The match count sits inside the filter box, at its end. */
export const filterCount = style({
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const formError = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const loadFailed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

/** Cancel and Save share a phone's width; on wider screens they keep their own size. */
export const actionButton = style({
  flex: '1 1 0',
  '@media': { [media.tablet]: { flex: '0 0 auto', minWidth: '8rem' } },
});
