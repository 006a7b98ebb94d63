import {
  AlignLeftIcon,
  AlignRightIcon,
  ContrastIcon,
  ExpandIcon,
  LayoutPanelLeftIcon,
  LayoutPanelTopIcon,
  MonitorIcon,
  MoonIcon,
  PanelLeftCloseIcon,
  RotateCcwIcon,
  ShrinkIcon,
  SunIcon,
  TypeIcon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { Fragment } from 'react'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../lib/app-services'
import { languages } from '../../i18n/languages'
import { useFullscreen } from '../../lib/hooks/use-fullscreen'
import { useLanguage } from '../../lib/hooks/use-language'
import { useSettings } from '../../lib/hooks/use-settings'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'
import { Label } from '../ui/label'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../ui/sheet'
import { Switch } from '../ui/switch'
import { ToggleGroup, ToggleGroupItem } from '../ui/toggle-group'

/** One choice of a settings section: its value, its label's key and what it shows beside it. */
interface Choice<Value extends string> {
  value: Value
  label: string
  icon?: LucideIcon
  swatch?: string
}

type ChoiceKey =
  'themeMode' | 'themeContrast' | 'themeDirection' | 'themeLayout' | 'themeColorPresets'

const sections: { key: ChoiceKey; label: string; grid?: boolean; choices: Choice<string>[] }[] = [
  {
    key: 'themeMode',
    label: 'settings.mode',
    choices: [
      { value: 'system', label: 'settings.modeSystem', icon: MonitorIcon },
      { value: 'light', label: 'settings.modeLight', icon: SunIcon },
      { value: 'dark', label: 'settings.modeDark', icon: MoonIcon },
    ],
  },
  {
    key: 'themeContrast',
    label: 'settings.contrast',
    choices: [
      { value: 'default', label: 'settings.contrastDefault', icon: TypeIcon },
      { value: 'bold', label: 'settings.contrastBold', icon: ContrastIcon },
    ],
  },
  {
    key: 'themeDirection',
    label: 'settings.direction',
    choices: [
      { value: 'ltr', label: 'settings.directionLtr', icon: AlignLeftIcon },
      { value: 'rtl', label: 'settings.directionRtl', icon: AlignRightIcon },
    ],
  },
  {
    key: 'themeLayout',
    label: 'settings.layout',
    choices: [
      { value: 'vertical', label: 'settings.layoutVertical', icon: LayoutPanelLeftIcon },
      { value: 'mini', label: 'settings.layoutMini', icon: PanelLeftCloseIcon },
      { value: 'horizontal', label: 'settings.layoutHorizontal', icon: LayoutPanelTopIcon },
    ],
  },
  {
    key: 'themeColorPresets',
    label: 'settings.presets',
    grid: true,
    choices: [
      { value: 'default', label: 'settings.presetDefault', swatch: 'oklch(0.51 0.23 277)' },
      { value: 'cyan', label: 'settings.presetCyan', swatch: 'oklch(0.52 0.11 215)' },
      { value: 'purple', label: 'settings.presetPurple', swatch: 'oklch(0.5 0.22 300)' },
      { value: 'blue', label: 'settings.presetBlue', swatch: 'oklch(0.5 0.2 258)' },
      { value: 'orange', label: 'settings.presetOrange', swatch: 'oklch(0.55 0.17 45)' },
      { value: 'red', label: 'settings.presetRed', swatch: 'oklch(0.53 0.21 25)' },
    ],
  },
]

/**
 * The settings drawer (280 px wide, docs/product.md#settings): mode, contrast, language, direction,
 * layout, colour, stretch, reset and fullscreen. Downloaded when first opened (see
 * settings-button.tsx).
 */
export function SettingsSheet({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        closeLabel={t('settings.close')}
        className="w-[280px] gap-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SettingsPanel />
      </SheetContent>
    </Sheet>
  )
}

/** The drawer's content: mounted only while the drawer is open. */
function SettingsPanel() {
  const { t } = useTranslation()
  const { settings: store } = useAppServices()
  const settings = useSettings()
  const [language, setLanguage] = useLanguage()
  const fullscreen = useFullscreen()
  // The labels are keys of `common` (the choices above name them).
  const text = t as (key: string) => string

  const languageSection = (
    <ChoiceSection
      label={t('settings.language')}
      value={language}
      choices={languages.map((option) => ({ value: option.code, label: option.name }))}
      onChange={(code) => {
        const choice = languages.find((option) => option.code === code)
        if (choice) void setLanguage(choice.code)
      }}
    />
  )

  return (
    <>
      <SheetHeader className="flex-row items-center gap-2 border-b">
        <SheetTitle className="flex-1">{t('settings.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('settings.title')}</SheetDescription>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('settings.reset')}
          title={t('settings.reset')}
          onClick={() => {
            store.reset()
          }}
        >
          <RotateCcwIcon aria-hidden="true" />
        </Button>
      </SheetHeader>
      <div className="flex-1 space-y-6 overflow-y-auto p-4">
        {sections.map((section) => (
          <Fragment key={section.key}>
            <ChoiceSection
              label={text(section.label)}
              value={settings[section.key]}
              grid={section.grid}
              choices={section.choices.map((choice) => ({ ...choice, label: text(choice.label) }))}
              onChange={(value) => {
                store.update({ [section.key]: value })
              }}
            />
            {/* The language sits with the things it changes: right before the direction. */}
            {section.key === 'themeContrast' ? languageSection : null}
          </Fragment>
        ))}
        <div className="flex items-center justify-between gap-4">
          <div className="space-y-1">
            <Label htmlFor="settings-stretch">{t('settings.stretch')}</Label>
            <p className="text-xs text-muted-foreground">{t('settings.stretchHint')}</p>
          </div>
          <Switch
            id="settings-stretch"
            checked={settings.themeStretch}
            onCheckedChange={(checked) => {
              store.update({ themeStretch: checked })
            }}
          />
        </div>
      </div>
      {fullscreen.supported ? (
        <div className="border-t p-4">
          <Button
            variant="outline"
            className={cn('w-full', fullscreen.active && 'border-primary')}
            aria-pressed={fullscreen.active}
            onClick={() => {
              void fullscreen.toggle()
            }}
          >
            {fullscreen.active ? (
              <ShrinkIcon aria-hidden="true" />
            ) : (
              <ExpandIcon aria-hidden="true" />
            )}
            {fullscreen.active ? t('settings.exitFullscreen') : t('settings.fullscreen')}
          </Button>
        </div>
      ) : null}
    </>
  )
}

/** A titled row of mutually exclusive choices. */
function ChoiceSection({
  label,
  value,
  choices,
  grid = false,
  onChange,
}: {
  label: string
  value: string
  choices: Choice<string>[]
  /** Lay the choices out three to a row (the colour swatches). */
  grid?: boolean
  onChange: (value: string) => void
}) {
  return (
    <Section label={label}>
      <ToggleGroup
        type="single"
        value={value}
        aria-label={label}
        className={grid ? 'grid-flow-row grid-cols-3' : undefined}
        onValueChange={(next) => {
          if (next) onChange(next)
        }}
      >
        {choices.map(({ value: option, label: optionLabel, icon: Icon, swatch }) => (
          <ToggleGroupItem key={option} value={option}>
            {Icon ? <Icon aria-hidden="true" /> : null}
            {swatch ? (
              <span
                aria-hidden="true"
                className="size-5 rounded-full"
                style={{ backgroundColor: swatch }}
              />
            ) : null}
            {optionLabel}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </Section>
  )
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h3>
      {children}
    </section>
  )
}
