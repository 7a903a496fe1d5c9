import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 40,
  // A long translation wraps to a second line inside the row.
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brandStrong,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
} as const;

// Sized as the account links beside it in each of their three places (menu, side menu, the phone's page).
export const button = styleVariants({
  menu: row,
  side: { ...row, minHeight: 44 },
  page: { ...row, minHeight: 48, fontSize: vars.fontSize.md },
});

// The bell keeps its size when the words wrap.
export const icon = style({ flexShrink: 0 });
