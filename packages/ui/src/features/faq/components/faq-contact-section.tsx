import { brand } from '@amply/api/brand'
import { MessageCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { faqContactSectionId } from '../../../lib/faq/faq-navigation'
import { textLinkVariants } from '../../../components/ui/text-link'

/** The FAQ page's way to a person: the contact page and the support address. */
export function FaqContactSection() {
  const { t } = useTranslation('faq')
  return (
    <section
      id={faqContactSectionId}
      aria-labelledby="faq-contact-heading"
      className="scroll-mt-20 px-4 pb-20 sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-2xl border bg-card px-6 py-10 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MessageCircleIcon aria-hidden="true" className="size-6" />
        </span>
        <h2 id="faq-contact-heading" className="text-2xl font-bold tracking-tight">
          {t('contact.heading')}
        </h2>
        <p className="max-w-lg text-pretty text-muted-foreground">{t('contact.body')}</p>
        <Button asChild size="lg">
          <Link to={paths.contactUs}>{t('contact.button')}</Link>
        </Button>
        <a
          href={`mailto:${brand.supportEmail}`}
          className={textLinkVariants({ tone: 'muted', className: 'text-sm' })}
        >
          {t('contact.mail', { email: brand.supportEmail })}
        </a>
      </div>
    </section>
  )
}
