import { createGlobalTheme, createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * The shop's design tokens: every colour, size and shadow used on screen comes from here. Colours meet WCAG AA
 * contrast on the surfaces they are used with (text on background, brand on white, white on brand).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#15803d',
    brandStrong: '#14532d',
    brandSoft: '#dcfce7',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    text: '#1c2a20',
    textMuted: '#4b5a50',
    background: '#f5f7f4',
    surface: '#ffffff',
    surfaceMuted: '#eef2ee',
    border: '#d7ded8',
    focus: '#1d4ed8',
    star: '#b45309',
    skeleton: '#e4e9e4',
    overlay: 'rgba(15, 23, 18, 0.55)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 20, 0.06), 0 1px 6px rgba(16, 24, 20, 0.06)',
    raised: '0 8px 28px rgba(16, 24, 20, 0.18)',
  },
  layout: {
    pageMaxWidth: '1200px',
    headerHeight: '64px',
    bottomNavHeight: '60px',
    /** The floating help button on phones (beside it, the offline banner leaves it room). */
    helpButtonSize: '52px',
    sideMenuWidth: '250px',
  },
  zIndex: { header: '20', bottomNav: '25', drawer: '40', toast: '60' },
});

/**
 * How much of the screen's bottom the offline banner (or the update prompt) takes, set by it while it shows
 * (features/offline/OfflineStatus.tsx): the bars fixed or stuck to the bottom sit above it, and the page leaves room
 * for it, so nothing is hidden under it. 0 when it is not there.
 */
export const offlineInsetVar = createVar();
export const offlineInset = fallbackVar(offlineInsetVar, '0px');

/** The spec's mobile breakpoint: phones are narrower than 768 px. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  phoneOnly: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
} as const;
