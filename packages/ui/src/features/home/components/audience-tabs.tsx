import { useTranslation } from 'react-i18next'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { SectionHeading } from '../../../components/marketing/section-heading'
import { audiences } from '../lib/audiences'

/** "Made for the way you work": the six audience tabs, each with its use-case cards. */
export function AudienceTabs() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="audiences-heading"
      className="mx-auto max-w-6xl px-4 py-16 below-fold-160 sm:px-6"
    >
      <SectionHeading id="audiences-heading" title={t('audiences.heading')}>
        {t('audiences.subtitle')}
      </SectionHeading>
      <Tabs defaultValue={audiences[0].key} className="items-center gap-8">
        <TabsList aria-label={t('audiences.tabsLabel')} className="h-auto flex-wrap justify-center">
          {audiences.map((audience) => (
            <TabsTrigger key={audience.key} value={audience.key} className="h-10 px-4">
              <audience.icon aria-hidden="true" />
              {t(`audiences.${audience.key}.label`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {audiences.map((audience) => (
          <TabsContent key={audience.key} value={audience.key} className="w-full">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {audience.cards.map((card) => (
                <li key={card.key} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <card.icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-semibold">
                    {t(
                      `audiences.${audience.key}.cards.${card.key}.title` as 'audiences.life.cards.plan.title',
                    )}
                  </h3>
                  <p className="text-sm text-pretty text-muted-foreground">
                    {t(
                      `audiences.${audience.key}.cards.${card.key}.body` as 'audiences.life.cards.plan.body',
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}
