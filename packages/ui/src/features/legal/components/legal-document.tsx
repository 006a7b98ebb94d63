import { brand } from '@amply/api/brand'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { isolate } from '../../../lib/format/isolate'
import { textLinkVariants } from '../../../components/ui/text-link'

export type LegalDocumentKey =
  'privacy' | 'termsAndConditions' | 'termsOfUse' | 'disclaimer' | 'refundPolicy'

interface LegalSection {
  heading: string
  body: string[]
}

interface LegalDocumentProps {
  doc: LegalDocumentKey
  path: string
}

/** One legal page: its title, date, introduction and numbered sections with a table of contents. */
export function LegalDocument({ doc, path }: LegalDocumentProps) {
  const { t } = useTranslation('legal')
  const names = { entity: brand.legalEntity, email: brand.supportEmail }
  const sections = t(`${doc}.sections`, { returnObjects: true, ...names }) as LegalSection[]
  const title = t(`${doc}.title`)
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <PageMeta title={title} path={path} description={t(`${doc}.description`)} />
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {t('updated', { date: t('updatedDate') })}
        </p>
        <p className="mt-6 text-lg text-pretty text-muted-foreground">{t(`${doc}.intro`, names)}</p>
      </header>
      <nav aria-labelledby="legal-contents" className="my-8 rounded-xl border bg-muted/40 p-5">
        <h2 id="legal-contents" className="text-sm font-semibold">
          {t('contents')}
        </h2>
        <ol className="mt-3 list-inside list-decimal space-y-1.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#section-${String(index + 1)}`}
                className={textLinkVariants({ tone: 'muted' })}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.heading}
            id={`section-${String(index + 1)}`}
            className="scroll-mt-24"
          >
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-pretty text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
        {t('questions', { email: isolate(brand.supportEmail) })}
      </p>
    </article>
  )
}
