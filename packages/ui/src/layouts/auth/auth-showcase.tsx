import { ImageIcon, LanguagesIcon, MessageSquareIcon, PenLineIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/utils'
import { AuthIllustration } from './auth-illustration'

const features = [
  { key: 'layout.features.chat', Icon: MessageSquareIcon },
  { key: 'layout.features.art', Icon: ImageIcon },
  { key: 'layout.features.write', Icon: PenLineIcon },
  { key: 'layout.features.translate', Icon: LanguagesIcon },
] as const

/** The sign-in pages' wide-screen column: what Amply does, drawn and in a few words. */
export function AuthShowcase({ homeLink, className }: { homeLink: ReactNode; className?: string }) {
  const { t } = useTranslation('auth')
  return (
    <aside
      aria-label={t('layout.label')}
      className={cn(
        'relative w-1/2 max-w-3xl shrink-0 flex-col overflow-hidden border-e bg-muted/40 px-10 py-6 xl:px-16',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-24 -top-24 size-96 rounded-full bg-brand-from/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 bottom-0 size-96 rounded-full bg-brand-to/15 blur-3xl"
      />
      <div className="relative flex h-10 items-center">{homeLink}</div>
      <div className="relative m-auto flex w-full max-w-lg flex-col gap-8 py-10">
        <div className="flex flex-col gap-3">
          <p className="text-3xl font-semibold tracking-tight text-balance">
            {t('layout.headline')}
          </p>
          <p className="text-pretty text-muted-foreground">{t('layout.body')}</p>
        </div>
        <AuthIllustration />
        <ul className="grid grid-cols-2 gap-3 text-sm">
          {features.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-2">
              <span className="flex size-8 items-center justify-center rounded-md bg-background text-primary shadow-xs">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  )
}
