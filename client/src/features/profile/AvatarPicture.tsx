import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { AccountIcon } from '../shell/icons';
import * as styles from './Profile.css';

/** Drawn at 112 CSS pixels: the 160 px and 320 px variants cover it on phones and laptops. */
const AVATAR_SIZE = 112;

/** The round picture itself, or a person icon when there is none. */
export function AvatarPicture({ avatar, alt }: { avatar: string | null; alt: string }) {
  if (!avatar) {
    return (
      <span className={styles.avatarPlaceholder} role="img" aria-label={alt}>
        <AccountIcon size={56} />
      </span>
    );
  }
  return (
    <ResponsiveImage
      key={avatar}
      src={avatar}
      alt={alt}
      width={AVATAR_SIZE}
      height={AVATAR_SIZE}
      sizes={`${AVATAR_SIZE}px`}
      priority
      className={styles.avatar}
    />
  );
}
