import { useTranslation } from 'react-i18next'
import { Progress } from '../../../components/ui/progress'
import type { GroupUse } from './usage-data'
import { numberFormat } from '../../../lib/format/intl-cache'

/** Per credit group: a coloured dot, the name, "used of allowance" and a bar. */
export function UsageMeters({ groups }: { groups: readonly GroupUse[] }) {
  const { t, i18n } = useTranslation('account')
  const number = numberFormat(i18n.language)
  if (groups.length === 0)
    return <p className="text-sm text-muted-foreground">{t('usage.empty')}</p>
  return (
    <ul className="space-y-4">
      {groups.map((group) => {
        const used = number.format(group.used)
        const limit = number.format(group.limit)
        return (
          <li key={group.name} className="space-y-1.5" data-group={group.name}>
            <div className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-full"
                style={{ backgroundColor: group.color }}
              />
              <span className="flex-1 truncate font-medium">{group.name}</span>
              <span className="text-muted-foreground tabular-nums">
                {group.limit > 0 ? t('usage.figures', { used, limit }) : t('usage.notIncluded')}
              </span>
            </div>
            {group.limit > 0 ? (
              <Progress
                value={group.used}
                max={group.limit}
                indicatorColor={group.color}
                aria-label={t('usage.barLabel', { group: group.name, used, limit })}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
