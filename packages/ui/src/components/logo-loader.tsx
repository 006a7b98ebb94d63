import { useTranslation } from 'react-i18next'
import { cn } from '../lib/utils'
import { BrandMark } from './brand-logo'

/** The product logo, breathing, while a page loads (docs/product.md#public-layout). */
export function LogoLoader({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className={cn('flex min-h-[50dvh] flex-1 items-center justify-center', className)}
    >
      <BrandMark className="size-12 animate-logo-pulse motion-reduce:animate-none" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
