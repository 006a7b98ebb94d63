import { clsx } from 'clsx'
import type { ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets later Tailwind classes win (a caller's `className` goes last). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
