import type { User } from '@amply/api/entities/user'
import { useUser } from '../../../lib/session/use-user'

/** The signed-in user (the account page is below RequireAuth, so there is always one). */
export function useAccountUser(): User {
  const user = useUser()
  if (!user) throw new Error('The account page is shown without a signed-in user')
  return user
}
