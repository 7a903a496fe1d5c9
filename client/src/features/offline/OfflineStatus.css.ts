import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

/**
 * Bottom of the screen, above the phone's bottom navigation, under the toasts; it never covers the header. On a
 * phone it leaves the help button beside it free (the button floats at the right edge, just as low).
 */
export const region = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: `calc(${vars.layout.bottomNavHeight} + ${vars.space.xs} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: `calc(100vw - 2 * ${vars.space.md} - ${vars.layout.helpButtonSize} - ${vars.space.sm})`,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { left: '50%', transform: 'translateX(-50%)', bottom: vars.space.md, width: 'min(480px, calc(100vw - 2rem))' } },
});

const card = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The offline banner: dark, so it reads as the connection's state rather than a message about the page. */
export const banner = style([card, { background: vars.color.text, color: vars.color.surface }]);

/** The 'New version available' prompt: a white card with the shop's actions. */
export const prompt = style([card, { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` }]);

export const icon = style({ flexShrink: 0 });
export const text = style({ flex: '1 1 12rem', margin: 0 });
export const strong = style({ fontWeight: vars.fontWeight.bold });
export const actions = style({ display: 'flex', gap: vars.space.xs, marginLeft: 'auto' });
