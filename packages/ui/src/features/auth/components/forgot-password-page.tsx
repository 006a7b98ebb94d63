import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { AuthHeading } from './auth-heading'
import { EmailLinkForm } from './email-link-form'
import { isolate } from '../../../lib/format/isolate'
import { useForgotPassword } from '../api/sign-up'

/** `/client/forgot-password`: mails a reset link; the answer never says who has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const forgot = useForgotPassword()
  return (
    <>
      <PageMeta title={t('forgot.title')} path={paths.forgotPassword} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('forgot.heading')}>{t('forgot.subtitle')}</AuthHeading>
        <EmailLinkForm
          submitLabel={t('forgot.submit')}
          sentText={(email) => t('forgot.sent', { email: isolate(email) })}
          send={(email) => forgot.mutateAsync({ body: { email } })}
        />
      </div>
    </>
  )
}
