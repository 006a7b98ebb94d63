import { ShareDialog } from '../features/share/components/share-dialog'
import { TranslatePage } from '../features/tools/translate/translate-page'

/** The translate page, able to share its sessions (composed here: features don't import each other). */
export function TranslateWithShare() {
  return <TranslatePage shareDialog={ShareDialog} />
}
