import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';
import * as page from '../admin/AdminPage.css';

/** The dialog's input, outlined in red while the server refuses its value. */
export const input = style([
  page.input,
  { selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` } } },
]);

