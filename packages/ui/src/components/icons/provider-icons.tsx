import type { OAuthProvider } from '@amply/api/entities/auth'
import type { ComponentProps, ComponentType } from 'react'

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

// Simple line marks of the sign-in providers, drawn for Amply in the style of the lucide icons.

export function GoogleIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M20.5 12h-8.2" />
      <path d="M20.5 12a8.5 8.5 0 1 1-2.5-6" />
    </svg>
  )
}

export function MicrosoftIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="3.5" y="3.5" width="7.5" height="7.5" rx="1" />
      <rect x="13" y="3.5" width="7.5" height="7.5" rx="1" />
      <rect x="3.5" y="13" width="7.5" height="7.5" rx="1" />
      <rect x="13" y="13" width="7.5" height="7.5" rx="1" />
    </svg>
  )
}

export function AppleIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M12 8.4c-1-.6-2-.9-3-.9-2.6 0-4.5 2.2-4.5 5.3 0 3.9 2.6 8.7 4.8 8.7.9 0 1.6-.6 2.7-.6s1.8.6 2.7.6c1.6 0 3.4-2.6 4.3-5.2-1.7-.8-2.8-2.4-2.8-4.3 0-1.6.8-3 2.1-3.8-.9-1.1-2.2-1.6-3.4-1.6-1 0-1.9.3-2.9.8Z" />
      <path d="M12.4 6c.2-1.6 1.3-2.9 2.9-3.3-.1 1.7-1.2 3-2.9 3.3Z" />
    </svg>
  )
}

export function GitHubIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M6.5 8.6 6 4.5l3.6 2a8 8 0 0 1 4.8 0l3.6-2-.5 4.1c.9 1 1.5 2.2 1.5 3.6 0 3.5-2.9 5.3-7 5.3s-7-1.8-7-5.3c0-1.4.6-2.6 1.5-3.6Z" />
      <path d="M10 17.2V21M14 17.2V21M10 19c-2.5.6-3.5-.6-4.5-2" />
    </svg>
  )
}

export const providerIcons: Record<OAuthProvider, ComponentType<IconProps>> = {
  google: GoogleIcon,
  microsoft: MicrosoftIcon,
  apple: AppleIcon,
  github: GitHubIcon,
}

export const providerNames: Record<OAuthProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
}
