import { avatarDataUrl } from './avatar';

interface UserAvatarProps {
  name: string;
  size?: number;
  /** True where the name is printed beside the image, so screen readers do not hear it twice. */
  isDecorative?: boolean;
}

/** A user's profile image: initials on a colour, named by the user's name. */
export function UserAvatar({ name, size = 36, isDecorative = false }: UserAvatarProps) {
  return (
    <img
      className="user-avatar"
      src={avatarDataUrl(name)}
      alt={isDecorative ? '' : name}
      width={size}
      height={size}
    />
  );
}
