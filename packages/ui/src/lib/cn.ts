import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge class names; later classes win, so a caller's className overrides the component's. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
