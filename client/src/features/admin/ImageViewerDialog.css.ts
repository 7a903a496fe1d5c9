import { style } from '@vanilla-extract/css';

// As large as the screen allows, whole (never cropped).
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 'calc(100dvh - 9rem)',
  objectFit: 'contain',
  margin: '0 auto',
});
