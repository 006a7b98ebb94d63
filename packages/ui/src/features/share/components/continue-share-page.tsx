import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { LogoLoader } from '../../../components/logo-loader'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useContinueShare } from '../api/shares'
import { useSession } from '../../../lib/session/use-session'
import { conversationPath, paths } from '../../../lib/paths'
import { isGone } from '@amply/api/errors'
import { continueTarget } from '../lib/continue-target'
import { GoneNotice } from './share-gone'

type Copying = { state: 'copying' } | { state: 'gone' } | { state: 'failed'; error: unknown }

/**
 * `/dashboard/share/continue/{chat|write|translate}/{shareId}` (and the earlier two-id form):
 * copies the shared conversation into the user's history and opens the copy in its tool.
 */
export function ContinueSharePage() {
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return <ContinueShare />
}

function ContinueShare() {
  const { mutateAsync: continueShare } = useContinueShare()
  const { t, i18n } = useTranslation('share')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { kind = '', shareId = '' } = useParams()
  const [copying, setCopying] = useState<Copying>({ state: 'copying' })
  const [attempt, setAttempt] = useState(0)

  // Depends on `i18n` (one object), not its language: choosing another does not copy again.
  useEffect(() => {
    const { shareType } = continueTarget(kind, shareId)
    let current = true
    continueShare({
      body: { share_id: shareId, share_type: shareType, language: i18n.language },
    }).then(
      ({ session_id, title }) => {
        if (!current) return
        // The copy opens in its tool, saying it is a copy and under which name.
        notifications.notify('info', i18n.t('continue.copied', { ns: 'share', title }))
        // The copy opens at its own address in its tool.
        void navigate(conversationPath(shareType, session_id), { replace: true })
      },
      (error: unknown) => {
        if (!current) return
        setCopying(isGone(error) ? { state: 'gone' } : { state: 'failed', error })
      },
    )
    return () => {
      current = false
    }
  }, [continueShare, kind, shareId, attempt, navigate, notifications, i18n])

  return (
    <div className="flex h-full min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      <PageMeta title={t('continue.title')} path={pathname} noIndex />
      {copying.state === 'copying' ? (
        <>
          <LogoLoader className="min-h-0 flex-none" />
          <p className="text-muted-foreground">{t('continue.copying')}</p>
        </>
      ) : copying.state === 'gone' ? (
        <div role="alert">
          <GoneNotice />
        </div>
      ) : (
        <div role="alert" className="grid justify-items-center gap-4">
          <h1 className="text-2xl font-semibold">{t('continue.failedTitle')}</h1>
          <p className="max-w-md text-muted-foreground">{errorText(copying.error)}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              onClick={() => {
                setCopying({ state: 'copying' })
                setAttempt((n) => n + 1)
              }}
            >
              {t('continue.retry')}
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.dashboardChat}>{t('continue.back')}</Link>
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
