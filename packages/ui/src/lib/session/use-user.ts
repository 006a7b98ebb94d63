import type { User } from '@amply/api/entities/user'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { routeQueryOptions } from '../server-state/route-queries'
import { useAuth } from './use-session'

/**
 * The signed-in user, from the app's query cache, where core's auth store read it to sign in:
 * the one copy, which a write that changes it invalidates and a session's end empties. Null
 * while there is no signed-in session. `currentPlan` is the current-plan call's answer (an
 * ended plan too, which the plan banner shows as expired).
 */
export function useUser(): User | null {
  const enabled = useAuth().status === 'authenticated'
  const { data: profile } = useQuery({ ...routeQueryOptions('getProfile'), enabled })
  const { data: plan } = useQuery({ ...routeQueryOptions('getCurrentPlan'), enabled })
  return useMemo(() => {
    if (!enabled || !profile || plan === undefined) return null
    // The plan's answer also carries the card-provider link, which the profile has already.
    const currentPlan = plan && {
      plan_name: plan.plan_name,
      type: plan.type,
      valid_to: plan.valid_to,
    }
    return { ...profile, currentPlan }
  }, [enabled, profile, plan])
}
