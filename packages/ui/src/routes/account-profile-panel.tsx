import { ProfileTab } from '../features/account/profile/profile-tab'
import { ReferralCard } from '../features/refer-and-earn/components/referral-card'

/**
 * The account's profile tab with the user's referral link below their details, where people
 * look for what is theirs. Composed here because one feature does not import another.
 */
export function AccountProfilePanel() {
  return (
    <ProfileTab>
      <ReferralCard />
    </ProfileTab>
  )
}
