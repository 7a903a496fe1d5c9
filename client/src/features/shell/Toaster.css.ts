import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const region = style({
  position: 'fixed',
  top: `calc(${vars.layout.headerHeight} + ${vars.space.xs})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: 'min(420px, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The tone's colour, set by the variant and read by the edge and the icon inside.
const toneColor = createVar();

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

/** One toast: white card with a coloured edge and icon, so the message reads in the text colour (AA on white). */
export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: 52,
    padding: `${vars.space.sm} ${vars.space.md}`,
    textAlign: 'left',
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 5,
    borderLeftColor: toneColor,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    animation: `${slideIn} 180ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      error: { vars: { [toneColor]: vars.color.danger } },
      success: { vars: { [toneColor]: vars.color.brand } },
    },
  },
});

export const icon = style({ flexShrink: 0, color: toneColor });
export const message = style({ flex: 1, overflowWrap: 'anywhere' });
export const dismiss = style({ flexShrink: 0, color: vars.color.textMuted });
