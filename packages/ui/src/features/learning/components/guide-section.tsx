import { ArrowRightIcon, CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { textList } from '../../../lib/text-list'
import { guideAnchor } from '../lib/guides'
import type { Guide } from '../lib/guides'
import { ModelFamilies } from './model-families'

/** One guide: what the tool is for, its steps, the habits that help, and a way into it. */
export function GuideSection({ guide }: { guide: Guide }) {
  const { t } = useTranslation('learning')
  const anchor = guideAnchor(guide.key)
  const steps = textList(t(`guides.${guide.key}.steps`, { returnObjects: true }))
  const tips = textList(t(`guides.${guide.key}.tips`, { returnObjects: true }))
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <guide.icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${anchor}-title`} className="text-2xl font-bold tracking-tight text-balance">
            {t(`guides.${guide.key}.title`)}
          </h2>
          <p className="mt-2 text-pretty text-muted-foreground">
            {t(`guides.${guide.key}.summary`)}
          </p>
        </div>
      </div>
      {guide.key === 'models' ? <ModelFamilies /> : null}
      <div className="mt-8 grid gap-6 md:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="font-semibold">{t('stepsHeading')}</h3>
          <ol className="mt-4 space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full border bg-background text-sm font-semibold text-primary tabular-nums"
                >
                  {index + 1}
                </span>
                <p className="pt-0.5 leading-relaxed text-pretty">{step}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className="self-start rounded-xl border bg-muted/40 p-5">
          <h3 className="font-semibold">{t('tipsHeading')}</h3>
          <ul className="mt-4 space-y-3 text-sm">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2.5">
                <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span className="leading-relaxed text-pretty text-muted-foreground">{tip}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button asChild variant="outline" className="mt-6 h-10">
        <Link to={guide.to}>
          {t(`guides.${guide.key}.action`)}
          <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
        </Link>
      </Button>
    </section>
  )
}
