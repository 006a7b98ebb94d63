import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { AccountSection } from '../components/account-section'
import { useAccountUser } from '../hooks/use-account-user'
import { OtpSetupDialog } from './otp-setup-dialog'
import { PasswordConfirmDialog } from './password-confirm-dialog'
import { useDisableOtp } from '../api/security'

/** Two-step verification: whether it is on and how, and the way to turn it on or off. */
export function OtpSection() {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const disable = useDisableOtp()
  const { notifications } = useAppServices()
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null)
  const on = user.otp_enabled
  const close = () => {
    setDialog(null)
  }

  return (
    <AccountSection
      title={t('security.otp.title')}
      description={t('security.otp.description')}
      action={
        on ? (
          <Button
            variant="outline"
            onClick={() => {
              setDialog('disable')
            }}
          >
            <ShieldOffIcon aria-hidden="true" />
            {t('security.otp.turnOff')}
          </Button>
        ) : (
          <Button
            onClick={() => {
              setDialog('setup')
            }}
          >
            <ShieldCheckIcon aria-hidden="true" />
            {t('security.otp.turnOn')}
          </Button>
        )
      }
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={on ? 'default' : 'outline'}>
          {on ? t('security.otp.on') : t('security.otp.off')}
        </Badge>
        <span className="text-muted-foreground">
          {on && user.otp_type
            ? t(`security.otp.status.${user.otp_type}`)
            : t('security.otp.status.off')}
        </span>
      </p>
      {dialog === 'setup' ? <OtpSetupDialog onClose={close} /> : null}
      {dialog === 'disable' ? (
        <PasswordConfirmDialog
          title={t('security.otp.disableTitle')}
          description={t('security.otp.disableDescription')}
          submitLabel={t('security.otp.turnOff')}
          onClose={close}
          onConfirm={async (current_password) => {
            await disable.mutateAsync({ body: { current_password } })
            close()
            notifications.success(t('security.otp.disabled'))
          }}
        />
      ) : null}
    </AccountSection>
  )
}
