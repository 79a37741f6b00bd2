export {
  Avatar,
  AvatarImage,
  AvatarFallback,
  UserAvatar,
  avatarVariants,
  getInitials,
  getFullName,
  type AvatarSize,
  type UserAvatarProps,
} from './Avatar';
