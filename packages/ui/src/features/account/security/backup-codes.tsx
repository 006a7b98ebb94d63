import { CheckIcon, CopyIcon, DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { brand } from '@amply/api/brand'
import { Button } from '../../../components/ui/button'

/** The backup codes as a text file: one per line, with what they are for. */
function backupCodesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`
}

/**
 * The one-time backup codes, shown once right after OTP is turned on: each signs in once when
 * the authenticator or the mailbox is out of reach. Download or copy them before closing.
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('account')
  const [copied, setCopied] = useState(false)
  const text = backupCodesFile(codes, t('security.otp.codesFileHeading', { brand: brand.name }))
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`
  return (
    <div className="space-y-4">
      <ul
        aria-label={t('security.otp.codesLabel')}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-4 font-mono text-sm tabular-nums"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={href} download={`${brand.name.toLowerCase()}-backup-codes.txt`}>
            <DownloadIcon aria-hidden="true" />
            {t('security.otp.download')}
          </a>
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(text).then(() => {
              setCopied(true)
            })
          }}
        >
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? t('security.otp.copied') : t('security.otp.copy')}
        </Button>
      </div>
    </div>
  )
}
