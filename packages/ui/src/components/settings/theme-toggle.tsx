import { MoonIcon, SunIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../lib/app-services'
import { useMediaQuery } from '../../lib/hooks/use-media-query'
import { useSettings } from '../../lib/hooks/use-settings'
import { Button } from '../ui/button'

/** The top bar's dark/light switch: sets the mode opposite to the one on screen. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const { settings } = useAppServices()
  const { themeMode } = useSettings()
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)')
  const dark = themeMode === 'dark' || (themeMode === 'system' && prefersDark)
  const label = dark ? t('theme.toLight') : t('theme.toDark')
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-10"
      aria-label={label}
      title={label}
      onClick={() => {
        settings.update({ themeMode: dark ? 'light' : 'dark' })
      }}
    >
      {dark ? (
        <SunIcon aria-hidden="true" className="size-5" />
      ) : (
        <MoonIcon aria-hidden="true" className="size-5" />
      )}
    </Button>
  )
}
