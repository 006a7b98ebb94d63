import { CheckIcon, LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { languages } from '../../i18n/languages'
import { useLanguage } from '../../lib/hooks/use-language'
import { buttonVariants } from '../ui/button'
import { DisclosureMenu, disclosureItemClass } from '../ui/disclosure-menu'

/** The language switcher of the top bars. */
export function LanguageMenu() {
  const { t } = useTranslation()
  const [language, setLanguage] = useLanguage()
  return (
    <DisclosureMenu
      label={<LanguagesIcon aria-hidden="true" />}
      ariaLabel={t('settings.language')}
      buttonClassName={buttonVariants({ variant: 'ghost', size: 'icon' })}
      align="end"
      panelClassName="w-44"
    >
      {(close) =>
        languages.map((option) => (
          <button
            key={option.code}
            type="button"
            lang={option.code}
            dir={option.dir}
            aria-current={option.code === language ? 'true' : undefined}
            className={disclosureItemClass}
            onClick={() => {
              close()
              void setLanguage(option.code)
            }}
          >
            <span className="flex-1">{option.name}</span>
            {option.code === language ? <CheckIcon aria-hidden="true" /> : null}
          </button>
        ))
      }
    </DisclosureMenu>
  )
}
