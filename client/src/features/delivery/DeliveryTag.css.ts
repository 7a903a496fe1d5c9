import { style } from '@vanilla-extract/css';

// Keeps the tag's room while the promise loads, showing nothing.
export const waiting = style({ visibility: 'hidden' });
