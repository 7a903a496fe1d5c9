import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '32rem', margin: '0 auto', width: '100%' });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
