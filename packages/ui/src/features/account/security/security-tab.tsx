import { ChangePasswordSection } from './change-password-section'
import { DeleteAccountSection } from './delete-account-section'
import { OtpSection } from './otp-section'

/** The security tab: password, two-step verification, and deleting the account last. */
export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePasswordSection />
      <OtpSection />
      <DeleteAccountSection />
    </div>
  )
}
