import type { ChatMessage } from '@amply/api/entities/chat'
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '../../lib/format/intl-cache'
import { MessageView } from './message-view'

/** What is printed: a conversation's title and the branch to read. */
export interface PrintJob {
  title: string
  branch: ChatMessage[]
  /** A model's name as people read it, for the line above each answer. */
  modelName: (modelId: string) => string
}

/**
 * One branch laid out for reading on paper (the browser's print to PDF): the title, then each
 * message whole (the chat's list draws only what is in view), in the page's direction. The
 * print stylesheet (styles/globals.css) prints this alone while it is in the page.
 */
export function PrintableConversation({
  job,
  onPrinted,
}: {
  job: PrintJob
  onPrinted: () => void
}) {
  const { t, i18n } = useTranslation('conversation')
  useEffect(() => {
    // Paper is light: the dark theme's pale text would print on white.
    const root = document.documentElement
    const dark = root.classList.contains('dark')
    root.classList.remove('dark')
    let printed = false
    const done = () => {
      if (printed) return
      printed = true
      if (dark) root.classList.add('dark')
      onPrinted()
    }
    window.addEventListener('afterprint', done)
    // Two frames: the messages are laid out (and their markdown drawn) before the print starts.
    // The view goes when the print ends (afterprint); a browser that says nothing of its end
    // (or a print that does not wait for the dialog) has it removed a minute later.
    let fallback: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        void document.fonts.ready.then(() => {
          window.print()
          fallback = setTimeout(done, 60_000)
        })
      }),
    )
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(fallback)
      window.removeEventListener('afterprint', done)
      if (dark && !printed) root.classList.add('dark')
    }
  }, [onPrinted])
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date())
  return createPortal(
    <article data-slot="printable-conversation" className="amply-print" dir={i18n.dir()}>
      <header className="mb-8 border-b pb-4">
        <h1 dir="auto" className="text-2xl font-semibold">
          {job.title}
        </h1>
        <p className="text-sm text-muted-foreground">{t('export.printedOn', { date })}</p>
      </header>
      <div className="flex flex-col gap-6">
        {job.branch.map((message) => (
          <section key={message.chat_id} className="break-inside-avoid-page">
            <h2 className="mb-2 text-sm font-semibold text-muted-foreground">
              {message.role === 'user'
                ? t('export.you')
                : message.model
                  ? `${t('export.assistant')} · ${job.modelName(message.model)}`
                  : t('export.assistant')}
            </h2>
            <MessageView message={{ ...message, loading: false }} namesModel={false} />
          </section>
        ))}
      </div>
    </article>,
    document.body,
  )
}
