import type { ActiveSession } from '@amply/api/entities/session'
import { LaptopIcon, LogOutIcon, SmartphoneIcon } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useNow } from '../../../lib/hooks/use-now'
import { AccountSection } from '../components/account-section'
import { LoadError } from '../components/load-error'
import { TabSkeleton } from '../components/tab-skeleton'
import { relativeTime } from '../lib/relative-time'
import { sessionName } from './session-name'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useRevokeSessions } from '../api/sessions'

const phones = new Set(['iPhone', 'Android'])

/**
 * Every signed-in device (browser, place, last used), this one marked first; sign out one, or
 * every other one at once, each after a confirmation (a device signed out has to sign in again).
 */
export function SessionsTab() {
  const { t } = useTranslation('account')
  const { notifications } = useAppServices()
  const sessions = useRouteQuery('activeSessions')
  const list = useRef<HTMLUListElement>(null)
  // A failure shows in the confirmation, which stays open to try again.
  const revoke = useRevokeSessions({
    onSuccess: (count) => {
      notifications.success(t('sessions.revoked', { count }))
    },
  })
  // The button pressed went with its row: the list takes the focus, rather than the page.
  const keepFocus = () => list.current

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
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={revoke.isPending}>
                <LogOutIcon aria-hidden="true" />
                {t('sessions.revokeOthers')}
              </Button>
            }
            title={t('sessions.confirmOthersTitle')}
            description={t('sessions.confirmOthersBody', { count: others.length })}
            confirmLabel={t('sessions.revoke')}
            cancelLabel={t('cancel')}
            focusAfter={keepFocus}
            onConfirm={() => revoke.mutateAsync(others)}
          />
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
            focusAfter={keepFocus}
            onRevoke={() => revoke.mutateAsync([session.id])}
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
  focusAfter,
  onRevoke,
}: {
  session: ActiveSession
  pending: boolean
  focusAfter: () => HTMLElement | null
  onRevoke: () => Promise<unknown>
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
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-label={t('sessions.revokeOne', { name })}
              className="self-start sm:self-center"
            >
              {t('sessions.revoke')}
            </Button>
          }
          title={t('sessions.confirmOneTitle')}
          description={t('sessions.confirmOneBody', { name })}
          confirmLabel={t('sessions.revoke')}
          cancelLabel={t('cancel')}
          focusAfter={focusAfter}
          onConfirm={onRevoke}
        />
      )}
    </li>
  )
}
