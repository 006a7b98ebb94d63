import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../lib/app-services'
import { BrandLogo } from '../components/brand-logo'
import { Button } from '../components/ui/button'
import { Input } from '../components/ui/input'
import { Label } from '../components/ui/label'
import { ToggleGroup, ToggleGroupItem } from '../components/ui/toggle-group'
import { languages } from '../i18n/languages'
import { useLanguage } from '../lib/hooks/use-language'
import { useSettings } from '../lib/hooks/use-settings'

/** How saving a server address ended (the extension asks the browser for its host access). */
export type ServerSaveResult = 'saved' | 'invalid' | 'denied'

/**
 * The extension's options: the Amply server (a self-hosted one), the language and the theme.
 * Language and theme are the same settings the panel reads, so it follows at once.
 */
export function OptionsPage({
  serverUrl,
  saveServerUrl,
}: {
  serverUrl: string
  saveServerUrl: (url: string) => Promise<ServerSaveResult>
}) {
  const { t } = useTranslation('panel')
  const { settings } = useAppServices()
  const { themeMode } = useSettings()
  const [language, setLanguage] = useLanguage()
  const [address, setAddress] = useState(serverUrl)
  const [result, setResult] = useState<ServerSaveResult | null>(null)

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col gap-8 px-5 py-8">
      <BrandLogo />
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('options.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('options.subtitle')}</p>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          setResult(null)
          // The browser asks for host access in this click's handler, before anything awaits.
          saveServerUrl(address).then(setResult, () => {
            setResult('denied')
          })
        }}
      >
        <Label htmlFor="server-url">{t('options.server.label')}</Label>
        <Input
          id="server-url"
          type="url"
          inputMode="url"
          spellCheck={false}
          value={address}
          aria-describedby="server-url-hint"
          onChange={(event) => {
            setAddress(event.currentTarget.value)
          }}
        />
        <p id="server-url-hint" className="text-sm text-muted-foreground">
          {t('options.server.hint')}
        </p>
        {result ? (
          <p
            role={result === 'saved' ? 'status' : 'alert'}
            className={result === 'saved' ? 'text-sm text-primary' : 'text-sm text-destructive'}
          >
            {t(`options.server.${result}`)}
          </p>
        ) : null}
        <Button type="submit" className="self-start">
          {t('options.server.save')}
        </Button>
      </form>
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-medium">{t('options.language')}</h2>
        <ToggleGroup
          type="single"
          value={language}
          aria-label={t('options.language')}
          onValueChange={(next) => {
            const picked = languages.find((item) => item.code === next)
            if (picked) void setLanguage(picked.code)
          }}
        >
          {languages.map((item) => (
            <ToggleGroupItem key={item.code} value={item.code} lang={item.code}>
              {item.name}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-medium">{t('options.theme')}</h2>
        <ToggleGroup
          type="single"
          value={themeMode}
          aria-label={t('options.theme')}
          onValueChange={(next) => {
            if (next === 'system' || next === 'light' || next === 'dark') {
              settings.update({ themeMode: next })
            }
          }}
        >
          {(['system', 'light', 'dark'] as const).map((mode) => (
            <ToggleGroupItem key={mode} value={mode}>
              {t(`options.themes.${mode}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </section>
    </main>
  )
}
