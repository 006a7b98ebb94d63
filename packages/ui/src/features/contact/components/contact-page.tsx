import { brand } from '@amply/api/brand'
import { ClockIcon, MailIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHero } from '../../../components/marketing/page-hero'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { ContactForm } from './contact-form'
import { textLinkVariants } from '../../../components/ui/text-link'

/** `/contact-us`: the contact form beside the support address and the reply promise. */
export function ContactPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta
        title={t('contact.title')}
        path={paths.contactUs}
        description={t('contact.description')}
      />
      <PageHero
        eyebrow={t('contact.eyebrow')}
        title={t('contact.heading')}
        lead={t('contact.lead')}
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <aside className="flex flex-col gap-6">
          <div className="flex gap-3">
            <MailIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{t('contact.emailHeading')}</h2>
              <a href={`mailto:${brand.supportEmail}`} className={textLinkVariants()}>
                {brand.supportEmail}
              </a>
            </div>
          </div>
          <div className="flex gap-3">
            <ClockIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{t('contact.replyHeading')}</h2>
              <p className="text-sm text-muted-foreground">{t('contact.reply')}</p>
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            {t('contact.faqHint')}{' '}
            <Link to={paths.faqs} className={textLinkVariants()}>
              {t('contact.faqLink')}
            </Link>
          </p>
        </aside>
        <ContactForm />
      </div>
    </>
  )
}
