import { contactMailRequestSchema } from '@amply/api/entities/auth'
import { MailCheckIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { SubmitButton } from '../../../components/forms/submit-button'
import { Turnstile } from '../../../components/turnstile'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { useClientConfig } from '../../../lib/config/use-client-config'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { useHydrated } from '../../../lib/hooks/use-hydrated'
import { useTurnstile } from '../../../lib/turnstile/use-turnstile'
import { EmailField } from '../../../components/forms/email-field'
import { useSendContactMail } from '../api/contact-mail'

const schema = contactMailRequestSchema.omit({ turnstile_response: true })
const empty = { name: '', email: '', subject: '', message: '' }

/** The contact form: mails support through `auth/send-contact-mail`, then says it is sent. */
export function ContactForm() {
  const { t } = useTranslation(['pages', 'common'])
  const { config } = useClientConfig()
  const send = useSendContactMail()
  const turnstile = useTurnstile()
  const siteKey = config?.turnstile_site_key ?? null
  const [sent, setSent] = useState(false)
  const hydrated = useHydrated()
  const { form, alert, setAlert, onSubmit } = useSchemaForm(schema, empty)
  const { errors, isSubmitting } = form.formState

  const submit = onSubmit(async (values) => {
    if (siteKey && !turnstile.token) {
      setAlert(t('common:turnstile.required'))
      return
    }
    try {
      await send.mutateAsync({
        body: { ...values, turnstile_response: turnstile.token },
      })
    } finally {
      if (siteKey) turnstile.reset()
    }
    form.reset(empty)
    setSent(true)
  })

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheckIcon aria-hidden="true" className="size-6" />
        </span>
        <h2 className="text-xl font-semibold">{t('pages:contact.sentHeading')}</h2>
        <p className="text-pretty text-muted-foreground">{t('pages:contact.sentBody')}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSent(false)
          }}
        >
          {t('pages:contact.another')}
        </Button>
      </div>
    )
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
      className="flex flex-col gap-5 rounded-2xl border bg-card p-6 sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        {t('pages:contact.formHeading')}
      </h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('pages:contact.name')} error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <EmailField
          label={t('pages:contact.email')}
          error={errors.email?.message}
          registration={form.register('email')}
        />
      </div>
      <FormField label={t('pages:contact.subject')} error={errors.subject?.message}>
        {(control) => <Input {...control} {...form.register('subject')} />}
      </FormField>
      <FormField label={t('pages:contact.message')} error={errors.message?.message}>
        {(control) => <Textarea {...control} {...form.register('message')} rows={6} />}
      </FormField>
      {siteKey ? <Turnstile siteKey={siteKey} action="contact" {...turnstile.widget} /> : null}
      {/* Enabled once hydrated: before that, the form could only do a plain browser submit. */}
      <SubmitButton pending={isSubmitting} disabled={!hydrated || isSubmitting}>
        {t('pages:contact.send')}
      </SubmitButton>
    </form>
  )
}
