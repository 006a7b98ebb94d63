import type { ChatStore } from '@amply/core/chat/chat-store'
import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown } from 'lucide-react'
import { siblingsOf } from '@amply/core/chat/conversation-tree'
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useChatState } from '../../../lib/chat/use-chat-store'
import { estimateMessageHeight } from '../lib/message-height'
import { createRowKeys } from '../lib/row-keys'
import { readScroll } from '../lib/scroll-reading'
import { ChatMessageItem } from './chat-message'
import type { MessageHandlers } from './chat-message'

/** The virtualiser's scroll correction when a message changes size: none, the end stays. */
const keepTheEnd = () => false

export interface MessageListHandle {
  /** Scrolls to the newest message and follows the stream again. */
  toEnd: (behavior?: ScrollBehavior) => void
}

/**
 * The conversation, virtualised (only the messages on screen are in the page, so a
 * conversation of thousands opens and scrolls at once). It follows a streaming answer unless
 * the reader scrolls up; then a button jumps back to the latest.
 */
export function MessageList({
  chat,
  handlers,
  ref,
}: {
  chat: ChatStore
  handlers: MessageHandlers
  ref?: Ref<MessageListHandle>
}) {
  const { t } = useTranslation('chat')
  const scroller = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  // The content's lowest height since the last scroll event (see readScroll).
  const lowestHeight = useRef(Number.POSITIVE_INFINITY)
  const [atEnd, setAtEnd] = useState(true)
  // Read here rather than by the page: a streamed frame redraws this list and nothing around it.
  // Deferred: React draws a new frame of the answer in short slices that give way to the
  // reader's input, rather than in one piece before the browser may paint.
  const state = useDeferredValue(useChatState(chat))
  const messages = state.branch

  // A new key function makes the virtualiser lay out every row again (all 2,000 of a long
  // conversation, on every scroll and every streamed frame): it changes only with the keys.
  const [rowKeys] = useState(createRowKeys)
  const keys = rowKeys(messages.map((message) => message.chat_id))
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys])
  // Not one of the virtualiser's layout keys: a new one per render costs nothing.
  const estimateSize = (index: number) => {
    const message = messages[index]
    return message ? estimateMessageHeight(message) : 160
  }

  // The virtualiser hands out fresh measuring functions each render: nothing to memoise here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 6,
    getItemKey,
    // React renders the rows the scroll brought in with its next batch, not inside the scroll
    // event (flushSync there drew them synchronously on every event, and onScroll's reading of
    // the height then waited for their layout).
    useFlushSync: false,
  })

  // While following, the end is what stays in view (the observer below keeps it there). The
  // virtualiser's own correction for a message above the view, measured after the view moved,
  // would move the view up instead, and that move would read as the reader's.
  const setFollowing = useCallback(
    (on: boolean) => {
      following.current = on
      virtualizer.shouldAdjustScrollPositionOnItemSizeChange = on ? keepTheEnd : undefined
    },
    [virtualizer],
  )
  useLayoutEffect(() => {
    setFollowing(following.current)
  }, [setFollowing])

  const toEnd = useCallback(
    (behavior: ScrollBehavior = 'auto') => {
      const element = scroller.current
      setFollowing(true)
      setAtEnd(true)
      element?.scrollTo({ top: element.scrollHeight, behavior })
    },
    [setFollowing],
  )
  useImperativeHandle(ref, () => ({ toEnd }), [toEnd])

  // Whatever grows (a streamed answer, a message measured), the end stays in view while following.
  useEffect(() => {
    const element = scroller.current
    const inner = content.current
    if (!element || !inner) return
    const observer = new ResizeObserver(() => {
      lowestHeight.current = Math.min(lowestHeight.current, element.scrollHeight)
      if (following.current) element.scrollTop = element.scrollHeight
    })
    observer.observe(inner)
    return () => {
      observer.disconnect()
    }
  }, [])

  // Where the last scroll event left the view, and the content's lowest height since then.
  const lastTop = useRef(0)
  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    const reading = readScroll({
      top: element.scrollTop,
      height: element.scrollHeight,
      viewHeight: element.clientHeight,
      lastTop: lastTop.current,
      lowestHeight: lowestHeight.current,
    })
    if (reading === 'end') setFollowing(true)
    else if (reading === 'up') setFollowing(false)
    lastTop.current = element.scrollTop
    lowestHeight.current = Number.POSITIVE_INFINITY
    setAtEnd(reading === 'end')
  }
  // Scrolling up is the reader's wish to stop following, even while the answer grows under it.
  const stopFollowing = () => {
    setFollowing(false)
  }

  const items = virtualizer.getVirtualItems()
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        onWheel={(event) => {
          if (event.deltaY < 0) stopFollowing()
        }}
        onTouchMove={stopFollowing}
        onKeyDown={(event) => {
          if (['ArrowUp', 'PageUp', 'Home'].includes(event.key)) stopFollowing()
        }}
        data-slot="message-list"
        className="h-full [scrollbar-gutter:stable] overflow-y-auto [overflow-anchor:none]"
        tabIndex={-1}
      >
        <section
          aria-label={t('conversation')}
          ref={content}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() + 32 }}
        >
          {items.map((item) => {
            const message = messages[item.index]
            if (!message) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute start-0 top-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div className="mx-auto w-full max-w-[46rem] px-4 py-3">
                  <ChatMessageItem
                    message={message}
                    versions={siblingsOf(state.tree, message.chat_id).ids}
                    streaming={state.streaming}
                    handlers={handlers}
                  />
                </div>
              </div>
            )
          })}
        </section>
      </div>
      {!atEnd && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-sm"
          onClick={() => {
            toEnd('smooth')
          }}
        >
          <ArrowDown aria-hidden="true" />
          {t('jumpToLatest')}
        </Button>
      )}
    </div>
  )
}
