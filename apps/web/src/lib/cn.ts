import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its map of every Tailwind class group on its first call: about 10 ms on the
 * development machine, four times that on a slow phone. Called while the first page's code and data are on their way, it
 * is a task of its own instead of part of the first render (docs/decisions/027).
 */
export function prepareClassMerge(): void {
  twMerge('');
}
