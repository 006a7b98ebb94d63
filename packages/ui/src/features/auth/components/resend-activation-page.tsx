import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { AuthHeading } from './auth-heading'
import { EmailLinkForm } from './email-link-form'
import { isolate } from '../../../lib/format/isolate'
import { useResendActivationLink } from '../api/sign-up'

/** `/client/resend-activation-link`: a new activation link for an account still waiting. */
export function ResendActivationPage() {
  const { t } = useTranslation('auth')
  const resend = useResendActivationLink()
  return (
    <>
      <PageMeta title={t('resend.title')} path={paths.resendActivation} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('resend.heading')}>{t('resend.subtitle')}</AuthHeading>
        <EmailLinkForm
          submitLabel={t('resend.submit')}
          sentText={(email) => t('resend.sent', { email: isolate(email) })}
          send={(email) => resend.mutateAsync({ body: { email } })}
        />
      </div>
    </>
  )
}
