import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../app/app-services'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../routes/paths'
import { AuthHeading } from './auth-heading'
import { EmailLinkForm } from './email-link-form'
import { isolate } from '../../../lib/format/isolate'

/** `/client/resend-activation-link`: a new activation link for an account still waiting. */
export function ResendActivationPage() {
  const { t } = useTranslation('auth')
  const { session } = useAppServices()
  return (
    <>
      <PageMeta title={t('resend.title')} path={paths.resendActivation} noIndex />
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('resend.heading')}>{t('resend.subtitle')}</AuthHeading>
        <EmailLinkForm
          submitLabel={t('resend.submit')}
          sentText={(email) => t('resend.sent', { email: isolate(email) })}
          send={async (email) => {
            const { client } = await session.load()
            await client.call('resendActivationLink', { body: { email } })
          }}
        />
      </div>
    </>
  )
}
