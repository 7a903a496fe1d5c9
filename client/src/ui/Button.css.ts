import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/vars.css';

/** The shop's buttons: brand-filled for the main action, outlined and quiet for the rest. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: '#fff',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.brandStrong,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: '#fff',
      },
    },
    size: {
      small: { minHeight: '36px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      medium: {},
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
