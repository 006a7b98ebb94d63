import { MAX_IMPORT_BYTES } from '@amply/api/constants'
import type { ImportJob } from '@amply/api/entities/data-transfer'
import { ApiError } from '@amply/api/errors'
import { CircleAlertIcon, CircleCheckIcon, FileUpIcon, LoaderCircleIcon } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Progress } from '../../../components/ui/progress'
import { paths } from '../../../lib/paths'
import { AccountSection } from '../components/account-section'
import { useDiscardImport, useImportJob, useStartImport, useUploadImport } from '../api/data'
import { formatSize } from './format-size'

const sourceNames = { chatgpt: 'ChatGPT', claude: 'Claude', amply: 'Amply' } as const

/** The server's own detail of a refusal, when it is a message (not a list of issues). */
const detailOf = (error: unknown) =>
  error instanceof ApiError && typeof error.body?.detail === 'string' ? error.body.detail : null

/** The refusal's words in the reader's language, by its status; the server's detail beside. */
function refusalKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'data.import.failed'
  switch (error.status) {
    case 409:
      return 'data.import.busy'
    case 413:
      return 'data.import.tooLarge'
    case 415:
      return 'data.import.notZipOrJson'
    case 422:
      return 'data.import.notAnExport'
    default:
      return 'data.import.failed'
  }
}

/**
 * Imports from ChatGPT, Claude or Amply (docs/product.md#your-data): a file is chosen and sent,
 * its preview shown (conversations, messages, oldest and newest, what is already here), then,
 * once started, its progress, and at the end what came in and what could not.
 */
export function ImportSection() {
  const { t, i18n } = useTranslation('account')
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [importId, setImportId] = useState<string | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const upload = useUploadImport({
    onSuccess: (job) => {
      setImportId(job.import_id)
    },
  })
  const start = useStartImport()
  const discard = useDiscardImport({
    onSuccess: () => {
      setImportId(null)
    },
  })
  const job = useImportJob(importId)
  const current = importId ? job.data : undefined
  const limit = formatSize(MAX_IMPORT_BYTES, i18n.language)

  const choose = (file: File | undefined) => {
    if (!file) return
    setImportId(null)
    start.reset()
    if (file.size > MAX_IMPORT_BYTES) {
      setTooLarge(true)
      return
    }
    setTooLarge(false)
    upload.mutate(file)
  }

  const refusal = tooLarge
    ? { title: t('data.import.tooLarge', { limit }), detail: null }
    : upload.error
      ? { title: t(refusalKey(upload.error), { limit }), detail: detailOf(upload.error) }
      : start.error
        ? { title: t(refusalKey(start.error), { limit }), detail: detailOf(start.error) }
        : null
  const busy = upload.isPending || current?.status === 'running' || start.isPending

  return (
    <AccountSection
      title={t('data.import.title')}
      description={t('data.import.description')}
      action={
        <>
          <input
            ref={input}
            type="file"
            accept=".zip,.json,application/zip,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              choose(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <Button
            variant="outline"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : (
              <FileUpIcon aria-hidden="true" />
            )}
            {upload.isPending ? t('data.import.reading') : t('data.import.choose')}
          </Button>
        </>
      }
    >
      <ul id={hintId} className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        <li>{t('data.import.fromChatgpt')}</li>
        <li>{t('data.import.fromClaude')}</li>
        <li>{t('data.import.fromAmply')}</li>
        <li>{t('data.import.limit', { limit })}</li>
      </ul>
      {refusal ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{refusal.title}</AlertTitle>
          {refusal.detail ? <AlertDescription dir="auto">{refusal.detail}</AlertDescription> : null}
        </Alert>
      ) : null}
      {current ? (
        <ImportState
          job={current}
          language={i18n.language}
          pending={start.isPending || discard.isPending}
          onStart={() => {
            start.mutate({ params: { import_id: current.import_id } })
          }}
          onDiscard={() => {
            discard.mutate({ params: { import_id: current.import_id } })
          }}
        />
      ) : null}
    </AccountSection>
  )
}

function ImportState({
  job,
  language,
  pending,
  onStart,
  onDiscard,
}: {
  job: ImportJob
  language: string
  pending: boolean
  onStart: () => void
  onDiscard: () => void
}) {
  const { t } = useTranslation('account')
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—'
  const source = sourceNames[job.source]

  if (job.status === 'ready') {
    const toImport = job.conversations - job.already_imported
    return (
      <div className="space-y-4 rounded-lg border p-4" role="status">
        <div className="space-y-1">
          <p className="font-medium">{t('data.import.previewTitle', { source })}</p>
          <p className="text-sm text-muted-foreground" dir="auto">
            {job.file_name}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Figure label={t('data.import.conversations')} value={job.conversations} />
          <Figure label={t('data.import.messages')} value={job.messages} />
          <Figure label={t('data.import.oldest')} value={date(job.oldest)} />
          <Figure label={t('data.import.newest')} value={date(job.newest)} />
        </dl>
        {job.already_imported > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('data.import.alreadyHere', { count: job.already_imported })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onStart} disabled={pending || toImport === 0}>
            {t('data.import.start', { count: toImport })}
          </Button>
          <Button variant="ghost" onClick={onDiscard} disabled={pending}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    )
  }
  if (job.status === 'running') {
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm">
          {t('data.import.progress', { done: job.done, total: job.conversations, source })}
        </p>
        <Progress
          value={job.done}
          max={Math.max(job.conversations, 1)}
          aria-label={t('data.import.title')}
        />
        <p className="text-xs text-muted-foreground">{t('data.import.runsOnServer')}</p>
      </div>
    )
  }
  if (job.status === 'done') {
    return (
      <Alert variant={job.missing_count > 0 ? 'default' : 'success'} role="status">
        <CircleCheckIcon aria-hidden="true" />
        <AlertTitle>{t('data.import.done', { count: job.imported, source })}</AlertTitle>
        <AlertDescription className="space-y-2">
          {job.already_imported > 0 ? (
            <p>{t('data.import.skipped', { count: job.conversations - job.imported })}</p>
          ) : null}
          {job.missing_count > 0 ? (
            <>
              <p>{t('data.import.missing', { count: job.missing_count })}</p>
              <ul className="list-disc ps-5">
                {job.missing.slice(0, 10).map((part, index) => (
                  <li key={index} dir="auto">
                    {part.what}: {part.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link to={paths.dashboardChat}>{t('data.import.openHistory')}</Link>
          </p>
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{t('data.import.stopped')}</AlertTitle>
      {job.error ? <AlertDescription dir="auto">{job.error}</AlertDescription> : null}
    </Alert>
  )
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  )
}
