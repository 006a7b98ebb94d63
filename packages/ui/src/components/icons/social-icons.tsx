import type { ComponentProps } from 'react'

type IconProps = ComponentProps<'svg'>

const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

// Simple line glyphs drawn for Amply, in the style of the lucide icons beside them.

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M13.5 21.5V13h2.8l.4-3h-3.2V8.3c0-.9.3-1.4 1.5-1.4h1.7V4.3a21 21 0 0 0-2.5-.1c-2.4 0-3.8 1.4-3.8 3.9V10H8v3h2.4v8.5" />
    </svg>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" stroke="none" />
    </svg>
  )
}

export function LinkedInIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.2c0-1.7 1-2.8 2.4-2.8s2.1.9 2.1 2.7V17" />
    </svg>
  )
}

export function TwitterIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M4 4l16 16M20 4l-6.6 7.2M10.6 12.8 4 20" />
    </svg>
  )
}
