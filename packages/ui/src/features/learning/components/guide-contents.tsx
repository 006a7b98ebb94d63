import { useTranslation } from 'react-i18next'
import { guideAnchor, guides } from '../lib/guides'

/** The guides' table of contents: a card above them on phones, a sticky column on wide screens. */
export function GuideContents() {
  const { t } = useTranslation('learning')
  return (
    <nav
      aria-labelledby="learning-contents"
      className="rounded-xl border bg-muted/40 p-5 lg:sticky lg:top-24 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="learning-contents" className="text-sm font-semibold">
        {t('contents')}
      </h2>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
        {guides.map((guide) => (
          <li key={guide.key}>
            <a
              href={`#${guideAnchor(guide.key)}`}
              className="flex min-h-10 items-center gap-2.5 rounded-md px-2 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:-ms-2"
            >
              <guide.icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t(`guides.${guide.key}.title`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
