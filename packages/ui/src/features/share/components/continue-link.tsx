import type { ShareType } from '@amply/api/entities/chat'
import { MessageSquarePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useSignedInHint } from '../../../lib/hooks/use-signed-in-hint'
import { paths } from '../../../lib/paths'
import { loginPathReturningTo } from '../../../lib/return-to'
import { continuePath } from '../lib/continue-target'

/**
 * "Continue this conversation": straight to the copy for a signed-in reader, through the login
 * page (which brings them back) for a guest. `short` words it for the narrow top bar.
 */
export function ContinueLink({
  shareType,
  shareId,
  short = false,
  size,
}: {
  shareType: ShareType
  shareId: string
  short?: boolean
  size?: 'default' | 'lg'
}) {
  const { t } = useTranslation('share')
  const signedIn = useSignedInHint()
  const target = continuePath(shareType, shareId)
  return (
    <Button asChild size={size}>
      <Link to={signedIn ? target : loginPathReturningTo(paths.login, target)}>
        <MessageSquarePlus aria-hidden="true" />
        {short ? (
          <>
            <span className="max-sm:hidden">{t('view.continue')}</span>
            <span className="sm:hidden">{t('view.continueShort')}</span>
          </>
        ) : (
          t('view.continue')
        )}
      </Link>
    </Button>
  )
}
