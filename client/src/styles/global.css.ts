import { globalStyle } from '@vanilla-extract/css';
import { media, offlineInset, vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// What scrolls into view (a focused field, a button the keyboard reaches, a link to #reviews) stops clear of the
// sticky header and of the bars fixed at the bottom (the phone's navigation, the offline banner).
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xs})`,
  scrollPaddingBottom: `calc(${vars.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${offlineInset} + ${vars.space.xs})`,
  '@media': { [media.tablet]: { scrollPaddingBottom: `calc(${offlineInset} + ${vars.space.xs})` } },
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.brandStrong });
globalStyle('h1, h2, h3, p', { margin: 0 });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
