import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton'
import { usePromptInLanguage } from '../../../lib/i18n/prompt-in-language'
import { cn } from '../../../lib/utils'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/**
 * A new chat: a greeting and suggested prompts (`client/prompts`) to start from. The prompts
 * are openings ("Compare the pros and cons of"): a click starts the question with one, for the
 * user to finish, rather than sending half a sentence.
 */
export function EmptyChat({
  firstName,
  onPrompt,
}: {
  /** undefined while the user loads: the greeting keeps its place, unseen, until it is known. */
  firstName: string | null | undefined
  onPrompt: (prompt: string) => void
}) {
  const { t } = useTranslation('chat')
  const prompts = useRouteQuery('listPrompts', { query: { tool: 'chat' } })
  const inLanguage = usePromptInLanguage('chat')
  // Scrolls on its own when a short phone screen cannot hold it: the composer stays in view.
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
      <div className="mx-auto my-auto flex w-full max-w-[46rem] flex-col gap-8 px-4 py-8">
        <div className="space-y-2 text-center">
          <Sparkles aria-hidden="true" className="mx-auto size-8 text-primary" />
          <h1
            className={cn(
              'text-2xl font-semibold tracking-tight',
              firstName === undefined && 'invisible',
            )}
          >
            {firstName ? t('empty.greetingNamed', { name: firstName }) : t('empty.greeting')}
          </h1>
          <p className="text-muted-foreground">{t('empty.subtitle')}</p>
        </div>
        <section aria-label={t('empty.promptsLabel')}>
          {prompts.isPending ? (
            <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20 rounded-xl" />
              ))}
            </div>
          ) : prompts.isError ? (
            <p className="text-center text-sm text-muted-foreground">{t('empty.promptsFailed')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {prompts.data
                .slice(0, 4)
                .map(inLanguage)
                .map((prompt) => (
                  <li key={prompt.id}>
                    <button
                      type="button"
                      className="flex h-full min-h-20 w-full flex-col items-start gap-1 rounded-xl border p-4 text-start transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      onClick={() => {
                        onPrompt(prompt.prompt)
                      }}
                    >
                      <span dir="auto" className="text-sm font-medium">
                        {prompt.title}
                      </span>
                      <span dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
                        {prompt.prompt}
                      </span>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
