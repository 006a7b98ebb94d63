import type { ImportJob, TransferStatus } from '@amply/api/entities/data-transfer'
import { useEffect } from 'react'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useRouteMutation, useRoutesMutation } from '../../../lib/server-state/route-mutation'
import type {
  ScreenRouteOptions,
  ScreenWriteOptions,
} from '../../../lib/server-state/route-mutation'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'

/** How often a page following an export or an import asks how far it has got. */
const FOLLOW_EVERY_MS = 1000

const open = (status: TransferStatus | undefined) => status === 'ready' || status === 'running'

/** Prepares an export of the whole account; its answer carries the signed download link. */
export const useStartAccountExport = (options?: ScreenRouteOptions<'startAccountExport'>) =>
  useRouteMutation('startAccountExport', options)

/** One export's progress, asked again every second while it is open. */
export const useAccountExport = (exportId: string | null) =>
  useRouteQuery(
    'getAccountExport',
    { params: { export_id: exportId ?? '' } },
    {
      enabled: exportId !== null,
      refetchInterval: (query) => (open(query.state.data?.status) ? FOLLOW_EVERY_MS : false),
    },
  )

/** Sends an export file; the answer is its preview (nothing is stored in the account yet). */
export const useUploadImport = (options?: ScreenWriteOptions<ImportJob, File>) =>
  useRoutesMutation(
    (call, file: File) => call('uploadImport', { query: { file_name: file.name }, body: file }),
    options,
  )

/** Starts a previewed import: it runs on the server, whether the page stays or not. */
export const useStartImport = (options?: ScreenRouteOptions<'startImport'>) =>
  useRouteMutation('startImport', { ...options, invalidates: ['getImport'] })

/** Drops a previewed import and its file. */
export const useDiscardImport = (options?: ScreenRouteOptions<'discardImport'>) =>
  useRouteMutation('discardImport', { ...options, invalidates: ['getImport'] })

/**
 * One import's preview, then its progress, asked again every second while it runs; once it is
 * over, the history is asked again (the imported conversations are in it).
 */
export function useImportJob(importId: string | null) {
  const job = useRouteQuery(
    'getImport',
    { params: { import_id: importId ?? '' } },
    {
      enabled: importId !== null,
      refetchInterval: (query) =>
        query.state.data?.status === 'running' ? FOLLOW_EVERY_MS : false,
    },
  )
  const invalidate = useInvalidateRoutes()
  const status = job.data?.status
  useEffect(() => {
    if (status === 'done') void invalidate(['listHistory'])
  }, [status, invalidate])
  return job
}
