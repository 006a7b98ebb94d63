import type { ReactNode } from 'react'
import { AvatarSection } from './avatar-section'
import { ProfileForm } from './profile-form'

/**
 * The profile tab: photo, then names, date of birth and contact number; then what the routes
 * layer adds from other features (the referral link).
 */
export function ProfileTab({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <AvatarSection />
      <ProfileForm />
      {children}
    </div>
  )
}
