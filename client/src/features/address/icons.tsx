import { Icon, type IconProps } from '../../ui/icons';

// The address and checkout screens' own pictograms (the common ones are in ui/icons).

/** A map pin (an address). */
export function PinIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

/** A telephone handset (the delivery mobile number). */
export function PhoneIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Icon>
  );
}

/** A delivery van (when and at what charge the shop delivers to an address). */
export function TruckIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7z" />
      <circle cx="6" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </Icon>
  );
}
