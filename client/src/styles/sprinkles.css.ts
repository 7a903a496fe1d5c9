import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './vars.css';

const responsive = defineProperties({
  conditions: { phone: {}, tablet: { '@media': media.tablet }, desktop: { '@media': media.desktop } },
  defaultCondition: 'phone',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    padding: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
  },
  shorthands: { paddingX: ['paddingLeft', 'paddingRight'], paddingY: ['paddingTop', 'paddingBottom'] },
});

const typography = defineProperties({
  properties: {
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    color: { text: vars.color.text, muted: vars.color.textMuted, brand: vars.color.brand, danger: vars.color.danger },
    textAlign: ['left', 'center', 'right'],
  },
});

/** Layout and type atoms: `sprinkles({ display: 'flex', gap: 'sm', fontSize: { phone: 'md' } })`. */
export const sprinkles = createSprinkles(responsive, typography);
export type Sprinkles = Parameters<typeof sprinkles>[0];
