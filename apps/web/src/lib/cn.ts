import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
