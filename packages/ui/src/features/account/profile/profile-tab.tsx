import { AvatarSection } from './avatar-section'
import { ProfileForm } from './profile-form'

/** The profile tab: photo, then names, date of birth and contact number. */
export function ProfileTab() {
  return (
    <div className="space-y-6">
      <AvatarSection />
      <ProfileForm />
    </div>
  )
}
