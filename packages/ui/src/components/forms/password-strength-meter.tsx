import { PASSWORD_MIN_LENGTH } from '@amply/api/entities/auth'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/utils'
import { passwordStrength } from '../../lib/forms/password-strength'
import type { StrengthScore } from '../../lib/forms/password-strength'

const scoreKeys = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const

const barColour: Record<StrengthScore, string> = {
  0: 'bg-destructive',
  1: 'bg-destructive',
  2: 'bg-warning',
  3: 'bg-success',
  4: 'bg-success',
}

/**
 * How hard the new password is to guess: four bars, a word and the most useful tip. Empty
 * until something is typed.
 */
export function PasswordStrengthMeter({
  password,
  personal = [],
}: {
  password: string
  /** The user's name and email, which make weak passwords. */
  personal?: readonly string[]
}) {
  const { t } = useTranslation('auth')
  if (!password) return <span>{t('validation.tooShort', { count: PASSWORD_MIN_LENGTH })}</span>
  const { score, hints } = passwordStrength(password, personal)
  const hint = hints[0]
  const filled = Math.max(score, 1)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={cn(
              'h-1 flex-1 rounded-full bg-border transition-colors',
              bar <= filled && barColour[score],
            )}
          />
        ))}
      </div>
      <p aria-live="polite">
        <span className="font-medium text-foreground">
          {t('password.strength', { level: t(`password.levels.${scoreKeys[score]}`) })}
        </span>
        {hint ? ` ${t(`password.hints.${hint}`)}` : null}
      </p>
    </div>
  )
}
