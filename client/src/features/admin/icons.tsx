import { Icon, type IconProps } from '../../ui/icons';

// The admin pages' own pictogram (the common ones are in ui/icons).

/** An arrow into a tray (upload). */
export function UploadIcon({ size = 20, ...props }: IconProps) {
  return (
    <Icon size={size} {...props}>
      <path d="M12 15V3" />
      <path d="M7 8l5-5 5 5" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </Icon>
  );
}
