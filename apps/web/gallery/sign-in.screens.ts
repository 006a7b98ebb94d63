import type { GalleryScreen } from './screen'

// The sign-in pages as a newcomer meets them from a share's "Continue this conversation":
// they say why they ask, and keep the way back.

const returnTo = encodeURIComponent(
  '/dashboard/share/continue/chat/00000000-0000-4000-8000-000000000000',
)

export const screens: GalleryScreen[] = [
  {
    name: 'login-returning-to-share',
    path: `/auth/jwt/login?returnTo=${returnTo}`,
    signedIn: false,
  },
  {
    // The unlock link mailed to a held account's owner (docs/auth.md, "Lockout").
    name: 'login-unlock-link',
    path: '/auth/jwt/login?unlock=a-mailed-unlock-token',
    signedIn: false,
  },
  {
    name: 'register-returning-to-share',
    path: `/auth/jwt/register?returnTo=${returnTo}`,
    signedIn: false,
  },
]
