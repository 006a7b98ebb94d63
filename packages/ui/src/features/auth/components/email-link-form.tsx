import { emailRequestSchema } from '@amply/api/entities/auth'
import { MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { FormAlert } from '../../../components/forms/form-alert'
import { SubmitButton } from '../../../components/forms/submit-button'
import { EmailField } from '../../../components/forms/email-field'
import { textLinkVariants } from '../../../components/ui/text-link'

interface EmailLinkFormProps {
  /** Sends the link; the server answers the same whether or not the account exists. */
  send: (email: string) => Promise<unknown>
  submitLabel: string
  /** What to say once sent, without telling whether the address has an account. */
  sentText: (email: string) => string
}

/**
 * An email field that asks for a link by mail (forgot password, a new activation link), then
 * says "if an account exists…", with the way back to login or to try another address.
 */
export function EmailLinkForm({ send, submitLabel, sentText }: EmailLinkFormProps) {
  const { t } = useTranslation('auth')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { form, alert, onSubmit } = useSchemaForm(emailRequestSchema, { email: '' })
  const { errors, isSubmitting } = form.formState

  const submit = onSubmit(async ({ email }) => {
    await send(email)
    setSentTo(email)
  })

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-5">
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheckIcon aria-hidden="true" className="size-6" />
          </span>
          <p className="font-medium">{t('emailLink.sentHeading')}</p>
          <p className="text-sm text-pretty text-muted-foreground">{sentText(sentTo)}</p>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.login}>{t('emailLink.backToLogin')}</Link>
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setSentTo(null)
          }}
        >
          {t('emailLink.tryAgain')}
        </Button>
      </div>
    )
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <EmailField
        label={t('fields.email')}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
      <Link
        to={paths.login}
        className={textLinkVariants({
          tone: 'muted',
          className: 'self-center text-sm font-medium',
        })}
      >
        {t('emailLink.backToLogin')}
      </Link>
    </form>
  )
}
