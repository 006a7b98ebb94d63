import type { ShareType } from '@amply/api/entities/chat'
import { generatePath } from 'react-router'
import { paths } from '../../../lib/paths'

const shareTypes: readonly string[] = ['chat', 'write', 'translate'] satisfies ShareType[]

export const isShareType = (kind: string | undefined): kind is ShareType =>
  kind !== undefined && shareTypes.includes(kind)

/**
 * The share a continue address names: `/dashboard/share/continue/{chat|write|translate}/{shareId}`,
 * or the earlier form with two ids, `/dashboard/share/continue/{id}/{shareId}`, whose first id
 * (the sharer's conversation) the share itself now records: a chat share, named by the last id
 * as in the newer form.
 */
export function continueTarget(kind: string, shareId: string) {
  return { shareType: isShareType(kind) ? kind : ('chat' as const), shareId }
}

/** The continue address of a share, where its "Continue this conversation" button leads. */
export const continuePath = (shareType: ShareType, shareId: string) =>
  generatePath(paths.shareContinue, { kind: shareType, shareId })
