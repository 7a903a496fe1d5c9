import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

// The count pill, the cart badge's shape: white on the danger red (AA contrast), a fixed height so nothing jumps.
export const badge = recipe({
  base: {
    minWidth: '1.25rem',
    height: '1.25rem',
    padding: `0 ${vars.space.xxs}`,
    borderRadius: vars.radius.full,
    background: vars.color.danger,
    color: vars.color.surface,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: '1.25rem',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    placement: {
      // After a label in a row (My Orders) or a button (the header's Account): pushed to the row's end.
      inline: { flexShrink: 0, marginLeft: 'auto' },
      // On the bottom navigation's Account tab: on the icon's top right corner, as the Cart tab's count sits.
      tab: { position: 'absolute', top: vars.space.xxs, left: '50%', marginLeft: vars.space.xxs },
    },
  },
});
