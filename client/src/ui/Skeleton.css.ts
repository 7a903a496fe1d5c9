import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
