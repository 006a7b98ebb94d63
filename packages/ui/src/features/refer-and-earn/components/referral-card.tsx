import { ArrowRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUser } from '../../../lib/session/use-user'
import { paths } from '../../../lib/paths'
import { ReferralLinkField } from './referral-link-field'
import { textLinkVariants } from '../../../components/ui/text-link'

/**
 * The signed-in user's referral link where they keep their own details (the profile tab), with
 * the way to the programme's page.
 */
export function ReferralCard() {
  const { t } = useTranslation('pages')
  const user = useUser()
  if (!user) return null
  return (
    <section aria-labelledby="profile-referral-heading" className="rounded-xl border p-4 sm:p-6">
      <h2 id="profile-referral-heading" className="text-base font-semibold">
        {t('referAndEarn.link.heading')}
      </h2>
      <p className="mt-1 text-sm text-pretty text-muted-foreground">
        {t('referAndEarn.link.body')}
      </p>
      <ReferralLinkField code={user.referral_code} />
      <Link
        to={paths.referAndEarn}
        className={textLinkVariants({ className: 'mt-3 inline-flex items-center gap-1 text-sm' })}
      >
        {t('referAndEarn.link.howItWorks')}
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  )
}
