import { createApiClient } from '@amply/api/client'
import type { OAuthProvider } from '@amply/api/entities/auth'
import { useTranslation } from 'react-i18next'
import { providerIcons, providerNames } from '../../../components/icons/provider-icons'
import { buttonVariants } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'

/** Only its `href` is used: OAuth logins are browser navigations, not fetches. */
const links = createApiClient({ getAccessToken: () => Promise.resolve(null) })

const loginRoutes = {
  google: 'googleLogin',
  microsoft: 'microsoftLogin',
  apple: 'appleLogin',
  github: 'githubLogin',
} as const

/**
 * A link per OAuth provider the server has on, to `/api/auth/{provider}/login`. `returnTo` is
 * absolute (the server keeps only a first-party one) and comes back on /auth/jwt/verify.
 */
export function OAuthButtons({
  providers,
  returnTo,
}: {
  providers: readonly OAuthProvider[]
  returnTo: string | undefined
}) {
  const { t } = useTranslation('auth')
  if (providers.length === 0) return null
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('oauth.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <ul className={cn('grid gap-2', providers.length > 1 && 'sm:grid-cols-2')}>
        {providers.map((provider) => {
          const Icon = providerIcons[provider]
          return (
            <li key={provider}>
              <a
                href={links.href(loginRoutes[provider], returnTo ? { returnTo } : {})}
                className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
              >
                <Icon />
                {t('oauth.continueWith', { provider: providerNames[provider] })}
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
