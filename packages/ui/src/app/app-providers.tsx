import { Direction } from 'radix-ui'
import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { I18nextProvider } from 'react-i18next'
import { AppServicesContext } from '../lib/app-services'
import type { AppServices } from '../lib/app-services'

/** The providers every Amply surface (website, side panel) renders its screens in. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices
  children: ReactNode
}) {
  const { settings } = services
  // Radix components read the direction for keyboard navigation and placement.
  const direction = useSyncExternalStore(
    settings.subscribe,
    () => settings.getSnapshot().themeDirection,
    () => settings.getServerSnapshot().themeDirection,
  )
  return (
    <AppServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <Direction.Provider dir={direction}>{children}</Direction.Provider>
      </I18nextProvider>
    </AppServicesContext.Provider>
  )
}
