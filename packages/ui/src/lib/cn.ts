import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). It does not merge conflicting Tailwind utilities: that would
 * ship tailwind-merge with every component (ADR 0037). A component picks one class per property through
 * its variants; a consumer overriding one of them uses Tailwind's important modifier (`px-0!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
