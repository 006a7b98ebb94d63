import type { AccountExport } from '@amply/api/entities/data-transfer'
import { ApiError } from '@amply/api/errors'
import { ArchiveIcon, CircleAlertIcon, CircleCheckIcon, DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Progress } from '../../../components/ui/progress'
import { AccountSection } from '../components/account-section'
import { useAccountExport, useStartAccountExport } from '../api/data'
import { formatSize } from './format-size'

/** Hands the signed link to the browser's downloads: the zip streams to disk, the page stays. */
function download(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * Everything out (docs/product.md#your-data): one press prepares the export and starts its
 * download; the page follows its progress (parts written, size) until it is done, and names
 * what could not be read.
 */
export function ExportSection() {
  const { t, i18n } = useTranslation('account')
  const [exportId, setExportId] = useState<string | null>(null)
  const start = useStartAccountExport({
    onSuccess: (job) => {
      setExportId(job.export_id)
      if (job.download_url) download(job.download_url)
    },
  })
  const progress = useAccountExport(exportId)
  const job = progress.data
  const running = start.isPending || job?.status === 'ready' || job?.status === 'running'
  const refusal =
    start.error instanceof ApiError && start.error.status === 409
      ? t('data.export.busy')
      : start.error
        ? t('data.export.failed')
        : null

  return (
    <AccountSection
      title={t('data.export.title')}
      description={t('data.export.description')}
      action={
        <Button
          onClick={() => {
            start.mutate(undefined)
          }}
          disabled={running}
        >
          <DownloadIcon aria-hidden="true" />
          {running ? t('data.export.running') : t('data.export.start')}
        </Button>
      }
    >
      {refusal ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>{refusal}</AlertTitle>
        </Alert>
      ) : null}
      {job ? <ExportProgress job={job} language={i18n.language} /> : null}
    </AccountSection>
  )
}

function ExportProgress({ job, language }: { job: AccountExport; language: string }) {
  const { t } = useTranslation('account')
  const size = formatSize(job.bytes, language)
  if (job.status === 'done') {
    return (
      <Alert variant={job.missing.length > 0 ? 'default' : 'success'} role="status">
        {job.missing.length > 0 ? (
          <CircleAlertIcon aria-hidden="true" />
        ) : (
          <CircleCheckIcon aria-hidden="true" />
        )}
        <AlertTitle>{t('data.export.done', { size })}</AlertTitle>
        {job.missing.length > 0 ? (
          <AlertDescription>
            <p>{t('data.export.missing', { count: job.missing.length })}</p>
            <ul className="mt-1 list-disc ps-5">
              {job.missing.slice(0, 5).map((part) => (
                <li key={part.what} dir="auto">
                  {part.what}
                </li>
              ))}
            </ul>
          </AlertDescription>
        ) : null}
      </Alert>
    )
  }
  if (job.status === 'interrupted' || job.status === 'failed') {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>{t('data.export.interrupted')}</AlertTitle>
      </Alert>
    )
  }
  return (
    <div className="space-y-2" role="status">
      <div className="flex items-center gap-2 text-sm">
        <ArchiveIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span>
          {job.status === 'ready'
            ? t('data.export.waiting')
            : t('data.export.progress', { done: job.done, total: job.total, size })}
        </span>
      </div>
      <Progress value={job.done} max={Math.max(job.total, 1)} aria-label={t('data.export.title')} />
      <p className="text-xs text-muted-foreground">{t('data.export.keepOpen')}</p>
    </div>
  )
}
