import type { TransferStatus } from '@amply/api/entities/data-transfer'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

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
