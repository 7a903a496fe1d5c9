import { style } from '@vanilla-extract/css';
import { vars } from '../styles/vars.css';

/** A <summary> that opens a short list (an order's history, a zone's changes): a 44 px target with its own chevron. */
export const disclosureSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  cursor: 'pointer',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  // The chevron below replaces the marker (a flex summary has none in every browser).
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** Points right while the <details> is closed, down once open. */
export const disclosureChevron = style({
  display: 'inline-block',
  width: '0.5em',
  height: '0.5em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(-45deg)',
  transition: 'transform 150ms',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(45deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
