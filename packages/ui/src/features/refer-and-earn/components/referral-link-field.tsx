import { CheckIcon, CopyIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { referralLink } from '../lib/referral-link'

/** The user's referral link, read-only and selectable, with a button that copies it. */
export function ReferralLinkField({ code }: { code: string }) {
  const { t } = useTranslation('pages')
  const { notifications } = useAppServices()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  // Only rendered in the browser (after the session is known), so the origin is there.
  const link = referralLink(window.location.origin, code)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => {
      setCopied(false)
    }, 2000)
    return () => {
      clearTimeout(timer)
    }
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      notifications.success(t('referAndEarn.link.copiedMessage'))
    } catch {
      // No clipboard access: the link is selected so the keyboard can copy it.
      input.current?.select()
      notifications.error(t('referAndEarn.link.copyFailed'))
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-2">
      <Label htmlFor={id}>{t('referAndEarn.link.label')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          value={link}
          readOnly
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => {
            event.currentTarget.select()
          }}
          className="font-mono text-sm"
        />
        <Button
          type="button"
          className="h-10"
          onClick={() => {
            void copy()
          }}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? t('referAndEarn.link.copied') : t('referAndEarn.link.copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('referAndEarn.link.code', { code })}</p>
    </div>
  )
}
