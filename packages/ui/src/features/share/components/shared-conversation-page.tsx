import type { ShareType, SharedConversation } from '@amply/api/entities/chat'
import { useTranslation } from 'react-i18next'
import { generatePath, useParams } from 'react-router'
import { MessageView } from '../../../components/conversation/message-view'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { paths } from '../../../lib/paths'
import { isGone } from '@amply/api/errors'
import { isShareType } from '../lib/continue-target'
import { snippet } from '../lib/snippet'
import { ContinueLink } from './continue-link'
import { ShareGone } from './share-gone'
import { SharePageFrame } from './share-page-frame'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * The public page of a shared conversation (`/share/:shareType/:shareId`), outside the layouts:
 * read-only, rendered like the chat, with a way to continue it in one's own workspace.
 */
export function SharedConversationPage() {
  const { shareType, shareId } = useParams()
  if (!isShareType(shareType) || !shareId) return <ShareGone />
  return <SharedConversationLoader shareType={shareType} shareId={shareId} />
}

function SharedConversationLoader({
  shareType,
  shareId,
}: {
  shareType: ShareType
  shareId: string
}) {
  const { t } = useTranslation('share')
  const share = useRouteQuery(
    'getShare',
    { params: { share_type: shareType, share_id: shareId } },
    // A link that no longer works says so at once.
    { retry: (failures, error) => failures < 1 && !isGone(error) },
  )
  const path = generatePath(paths.share, { shareType, shareId })
  if (share.isError && isGone(share.error)) return <ShareGone />
  return (
    <SharePageFrame
      action={
        share.isSuccess ? <ContinueLink shareType={shareType} shareId={shareId} short /> : undefined
      }
    >
      {share.isSuccess ? (
        <SharedConversationView share={share.data} path={path} />
      ) : share.isError ? (
        <div role="alert" className="mx-auto grid max-w-md gap-4 py-16 text-center">
          <PageMeta title={t('view.failedTitle')} path={path} noIndex />
          <h1 className="text-xl font-semibold">{t('view.failedTitle')}</h1>
          <p className="text-muted-foreground">{t('view.failedBody')}</p>
          <Button
            className="justify-self-center"
            onClick={() => {
              void share.refetch()
            }}
          >
            {t('view.retry')}
          </Button>
        </div>
      ) : (
        <div aria-busy="true" aria-label={t('view.loading')} className="grid gap-6">
          <PageMeta title={t('view.eyebrow')} path={path} noIndex />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="ms-auto mt-6 h-10 w-1/2 rounded-3xl" />
          <div className="grid gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      )}
    </SharePageFrame>
  )
}

function SharedConversationView({ share, path }: { share: SharedConversation; path: string }) {
  const { t, i18n } = useTranslation('share')
  const created = new Date(share.created_at)
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(created)
  const firstQuestion = share.messages.find((message) => message.role === 'user')
  return (
    <article className="grid gap-8">
      <PageMeta
        title={share.title}
        path={path}
        description={firstQuestion ? snippet(firstQuestion.content, 160) : t('view.eyebrow')}
        // Conversations are people's own words: kept out of search engines, open to link previews.
        noIndex
      />
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{t('view.eyebrow')}</p>
        <h1 dir="auto" className="text-2xl font-semibold text-balance break-words sm:text-3xl">
          {share.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          <time dateTime={share.created_at}>{t('view.sharedOn', { date })}</time>
          {' · '}
          {t('view.messages', { count: share.messages.length })}
        </p>
      </header>
      <ol aria-label={t('view.conversation')} className="grid gap-8">
        {share.messages.map((message) => (
          <li
            key={message.chat_id}
            className="[contain-intrinsic-size:auto_8rem] [content-visibility:auto]"
          >
            <span className="sr-only">
              {message.role === 'user' ? t('view.question') : t('view.answer')}
            </span>
            <MessageView message={message} />
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="continue-heading"
        className="grid justify-items-center gap-3 rounded-2xl border bg-muted/40 p-6 text-center"
      >
        <h2 id="continue-heading" className="text-lg font-semibold">
          {t('view.ctaTitle')}
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('view.ctaBody')}</p>
        <ContinueLink shareType={share.share_type} shareId={share.share_id} size="lg" />
      </section>
    </article>
  )
}
