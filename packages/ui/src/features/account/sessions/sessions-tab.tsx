import type { ActiveSession } from '@amply/api/entities/session'
import { useMutation } from '@tanstack/react-query'
import { LaptopIcon, LogOutIcon, SmartphoneIcon } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useNow } from '../../../lib/hooks/use-now'
import { AccountSection } from '../components/account-section'
import { LoadError } from '../components/load-error'
import { TabSkeleton } from '../components/tab-skeleton'
import { relativeTime } from '../lib/relative-time'
import { sessionName } from './session-name'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useRouteCall } from '../../../lib/server-state/use-route-call'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'

const phones = new Set(['iPhone', 'Android'])

/**
 * Every signed-in device (browser, place, last used), this one marked first; sign out one, or
 * every other one at once (each is revoked on the server, so its next call finds it ended).
 */
export function SessionsTab() {
  const { t } = useTranslation('account')
  const call = useRouteCall()
  const { notifications } = useAppServices()
  const describe = useErrorText()
  const invalidate = useInvalidateRoutes()
  const sessions = useRouteQuery('activeSessions')
  const list = useRef<HTMLUListElement>(null)
  const revoke = useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) {
        await call('deleteSession', { body: { session_id: id } })
      }
      return ids.length
    },
    onSuccess: (count) => {
      notifications.success(t('sessions.revoked', { count }))
    },
    onError: (error) => {
      notifications.error(describe(error))
    },
    onSettled: async () => {
      await invalidate(['activeSessions'])
      // The button pressed (disabled while it worked, then gone with its row) had the focus:
      // the list takes it, rather than the page.
      if (document.activeElement === document.body) list.current?.focus()
    },
  })

  if (sessions.isPending) return <TabSkeleton cards={1} />
  if (sessions.isError)
    return <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />

  const ordered = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current))
  const others = ordered.filter((session) => !session.current).map((session) => session.id)
  return (
    <AccountSection
      title={t('sessions.title')}
      description={t('sessions.description')}
      action={
        others.length > 0 ? (
          <Button
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => {
              revoke.mutate(others)
            }}
          >
            <LogOutIcon aria-hidden="true" />
            {t('sessions.revokeOthers')}
          </Button>
        ) : null
      }
    >
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t('sessions.title')}
        className="divide-y rounded-lg border outline-none"
      >
        {ordered.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            pending={revoke.isPending && revoke.variables.includes(session.id)}
            onRevoke={() => {
              revoke.mutate([session.id])
            }}
          />
        ))}
      </ul>
      {others.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
      ) : null}
    </AccountSection>
  )
}

function SessionRow({
  session,
  pending,
  onRevoke,
}: {
  session: ActiveSession
  pending: boolean
  onRevoke: () => void
}) {
  const { t, i18n } = useTranslation('account')
  const now = useNow()
  const Icon = phones.has(session.device) ? SmartphoneIcon : LaptopIcon
  const name = sessionName(session, t)
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            {session.current ? <Badge variant="secondary">{t('sessions.current')}</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            <span dir="ltr" className="tabular-nums">
              {session.ip}
            </span>
            {' · '}
            {session.current
              ? t('sessions.activeNow')
              : t('sessions.lastUsed', {
                  when: relativeTime(session.last_seen_at, now, i18n.language),
                })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={t('sessions.revokeOne', { name })}
          onClick={onRevoke}
          className="self-start sm:self-center"
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  )
}
