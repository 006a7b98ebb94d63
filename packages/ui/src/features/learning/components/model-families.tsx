import { useTranslation } from 'react-i18next'

interface ModelFamily {
  name: string
  body: string
}

/** The chat's model families (docs/product.md#overview), each with what it is best at. */
export function ModelFamilies() {
  const { t } = useTranslation('learning')
  const families = t('guides.models.families', { returnObjects: true }) as ModelFamily[]
  return (
    <div className="mt-8">
      <h3 className="font-semibold">{t('guides.models.familiesHeading')}</h3>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {families.map((family) => (
          <div key={family.name} className="rounded-xl border bg-card p-4">
            <dt className="font-semibold">{family.name}</dt>
            <dd className="mt-1 text-sm text-pretty text-muted-foreground">{family.body}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
