import { ChatPage } from '../features/chat/components/chat-page'
import { ShareDialog } from '../features/share/components/share-dialog'

/** The chat page, able to share its conversations. */
export function ChatWithShare() {
  return <ChatPage shareDialog={ShareDialog} />
}
