import { ShareDialog } from '../features/share/components/share-dialog'
import { WritePage } from '../features/tools/write/write-page'

/** The write page, able to share its sessions (composed here: features don't import each other). */
export function WriteWithShare() {
  return <WritePage shareDialog={ShareDialog} />
}
