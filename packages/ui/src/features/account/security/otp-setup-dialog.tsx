import { otpDeviceVerifyRequestSchema, otpGenerateRequestSchema } from '@amply/api/entities/auth'
import type { OtpType } from '@amply/api/entities/user'
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DialogFooter } from '../../../components/ui/dialog'
import { FormField } from '../../../components/forms/form-field'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountDialog, AccountDialogForm, AccountDialogHeader } from '../components/account-dialog'
import { CurrentPasswordField, usePasswordCheckedCall } from '../components/current-password-field'
import { useAccountUser } from '../hooks/use-account-user'
import { BackupCodes } from './backup-codes'
import { OneTimeCodeInput } from '../../../components/forms/one-time-code-input'
import { useStartOtpSetup, useVerifyOtpDevice } from '../api/security'

/** What `auth/otp/generate` answered: for an authenticator, the secret and its QR code. */
interface Setup {
  otp_type: OtpType
  secret?: string | undefined
  qr_code?: string | undefined
}

/**
 * Turning two-step verification on, in three steps: choose the method and confirm the password
 * (the server starts the setup: a QR code, or a mailed code), type the first code, then keep
 * the backup codes, shown this once.
 */
export function OtpSetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account')
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)

  return (
    <AccountDialog onClose={onClose}>
      {codes ? (
        <>
          <AccountDialogHeader
            title={t('security.otp.codesTitle')}
            description={t('security.otp.codesDescription')}
          />
          <BackupCodes codes={codes} />
          <DialogFooter>
            <Button onClick={onClose}>{t('security.otp.done')}</Button>
          </DialogFooter>
        </>
      ) : setup ? (
        <VerifyStep setup={setup} onVerified={setCodes} />
      ) : (
        <ChooseStep onStarted={setSetup} />
      )}
    </AccountDialog>
  )
}

function ChooseStep({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const { t } = useTranslation('account')
  const start = useStartOtpSetup()
  const { form, alert, onSubmit } = useSchemaForm(otpGenerateRequestSchema, {
    otp_type: 'totp',
    current_password: '',
  })
  const checked = usePasswordCheckedCall(form)
  const submit = onSubmit(async (values) => {
    await checked(async () => {
      onStarted(await start.mutateAsync({ body: values }))
    })
  })
  return (
    <AccountDialogForm
      title={t('security.otp.setupTitle')}
      description={t('security.otp.setupDescription')}
      alert={alert}
      onSubmit={submit}
      submitLabel={t('security.otp.continue')}
      pending={form.formState.isSubmitting}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('security.otp.method')}</legend>
        {(['totp', 'email'] as const).map((method) => (
          <MethodOption key={method} method={method} register={form.register('otp_type')} />
        ))}
      </fieldset>
      <CurrentPasswordField form={form} />
    </AccountDialogForm>
  )
}

function MethodOption({
  method,
  register,
}: {
  method: OtpType
  register: UseFormRegisterReturn<'otp_type'>
}) {
  const { t } = useTranslation('account')
  const id = useId()
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
    >
      <input
        id={id}
        type="radio"
        value={method}
        {...register}
        className="mt-1 size-4 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <span className="space-y-0.5">
        <span className="block text-sm font-medium">
          {t(`security.otp.methods.${method}.name`)}
        </span>
        <span className="block text-sm text-muted-foreground">
          {t(`security.otp.methods.${method}.description`)}
        </span>
      </span>
    </label>
  )
}

function VerifyStep({
  setup,
  onVerified,
}: {
  setup: Setup
  onVerified: (codes: string[]) => void
}) {
  const { t } = useTranslation('account')
  const user = useAccountUser()
  const verify = useVerifyOtpDevice()
  const { form, alert, onSubmit } = useSchemaForm(otpDeviceVerifyRequestSchema, { code: '' })
  const { errors, isSubmitting } = form.formState
  const submit = onSubmit(
    async (values) => {
      const answer = await verify.mutateAsync({ body: values })
      onVerified(answer.backup_codes)
    },
    () => ({ 400: t('security.otp.wrongCode') }),
  )
  const authenticator = setup.otp_type === 'totp'
  return (
    <AccountDialogForm
      title={authenticator ? t('security.otp.scanTitle') : t('security.otp.mailTitle')}
      description={
        authenticator
          ? t('security.otp.scanDescription')
          : t('security.otp.mailDescription', { email: user.email })
      }
      intro={authenticator && setup.qr_code ? <QrCode setup={setup} /> : null}
      alert={alert}
      onSubmit={submit}
      submitLabel={t('security.otp.verify')}
      pending={isSubmitting}
    >
      <FormField label={t('security.otp.code')} error={errors.code?.message}>
        {(control) => <OneTimeCodeInput {...control} {...form.register('code')} />}
      </FormField>
    </AccountDialogForm>
  )
}

/** The authenticator's QR code, and its secret to type in where scanning is not possible. */
function QrCode({ setup }: { setup: Setup }) {
  const { t } = useTranslation('account')
  return (
    <div className="flex flex-col items-center gap-3">
      <img
        src={setup.qr_code}
        alt={t('security.otp.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-lg border bg-white p-2"
      />
      {setup.secret ? (
        <p className="text-center text-sm text-muted-foreground">
          {t('security.otp.secretLabel')}{' '}
          <code
            dir="ltr"
            data-testid="otp-secret"
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground select-all"
          >
            {setup.secret}
          </code>
        </p>
      ) : null}
    </div>
  )
}
