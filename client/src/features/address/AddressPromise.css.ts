import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

/** Served: the shop's green; not served: the danger red, as the checkout's refusal. */
export const promise = styleVariants({
  served: [base, { color: vars.color.brandStrong }],
  notServed: [base, { color: vars.color.danger }],
});

// The van sits on the first line of text, also when the text wraps.
export const icon = style({ flexShrink: 0, marginTop: '-1px' });
