import type { SVGProps } from 'react';

/** An icon's props: any SVG attribute, and its size in CSS pixels. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The frame every pictogram of the app is drawn in: a 24-unit stroked outline in the current text colour, inline
 * (a few paths cost less than an icon font or package). Decorative: the control holding one carries the accessible
 * name.
 */
export function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A pencil (edit). */
export function EditIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </Icon>
  );
}

/** A bin (delete). */
export function DeleteIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </Icon>
  );
}

/** A plus (add). */
export function PlusIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** Two overlapping sheets (copy). */
export function CopyIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Icon>
  );
}

/** A tick (done). */
export function CheckIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M20 6 9 17l-5-5" />
    </Icon>
  );
}
