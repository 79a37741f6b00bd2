export { Badge, CountBadge, badgeVariants, formatCount, type BadgeProps, type BadgeVariant, type CountBadgeProps } from './Badge';
