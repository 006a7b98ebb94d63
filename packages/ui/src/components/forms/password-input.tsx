import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { useState } from 'react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '../ui/input'

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pe-11" />
      <button
        type="button"
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => {
          setVisible((shown) => !shown)
        }}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
