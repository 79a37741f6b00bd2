export { SitterCard, type SitterCardProps } from './SitterCard';
export { formatDistanceKm } from './format';
