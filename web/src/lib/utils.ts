import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not merge conflicting Tailwind utilities (tailwind-merge alone would cost
 * about 6 KB gzip of the landing page's 90 KB budget): components offer variants and props instead of
 * letting callers override their base classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
