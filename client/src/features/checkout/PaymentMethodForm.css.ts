import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import { fieldset as addressFieldset, option as addressOption, radio as addressRadio } from './Checkout.css';

export const fieldset = style([addressFieldset, { display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style([addressOption, { alignItems: 'flex-start' }]);

export const radio = addressRadio;

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const optionTitle = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const optionNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const phoneField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginTop: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

export const input = style({
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': { outlineOffset: 0 },
    '&:disabled': { background: vars.color.surfaceMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const provider = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.brandStrong });

export const error = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.danger, overflowWrap: 'anywhere' });
