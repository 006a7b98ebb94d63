import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { PageHero } from '../../../components/marketing/page-hero'
import { PageMeta } from '../../../components/page-meta'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { paths } from '../../../lib/paths'
import { featureTabs } from '../lib/feature-tabs'
import { textList } from '../../../lib/text-list'
import { ModelList } from './model-list'

/**
 * `/ai-features`: tabs AI Models, AI Image, Writing Companion and AI Translate, each with what
 * the tool does and the models of the server's catalogue behind it.
 */
export function AiFeaturesPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta
        title={t('aiFeatures.title')}
        path={paths.aiFeatures}
        description={t('aiFeatures.description')}
      />
      <PageHero
        eyebrow={t('aiFeatures.eyebrow')}
        title={t('aiFeatures.heading')}
        lead={t('aiFeatures.lead')}
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <Tabs defaultValue={featureTabs[0].key} className="gap-10">
          <TabsList
            aria-label={t('aiFeatures.tabsLabel')}
            className="mx-auto h-auto flex-wrap justify-center"
          >
            {featureTabs.map((tab) => (
              <TabsTrigger key={tab.key} value={tab.key} className="h-10 px-4">
                <tab.icon aria-hidden="true" />
                {t(`aiFeatures.tabs.${tab.key}.label`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {featureTabs.map((tab) => (
            <TabsContent key={tab.key} value={tab.key} className="flex flex-col gap-8">
              <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:items-start">
                <div>
                  <h2 className="text-2xl font-bold tracking-tight">
                    {t(`aiFeatures.tabs.${tab.key}.heading`)}
                  </h2>
                  <p className="mt-3 text-pretty text-muted-foreground">
                    {t(`aiFeatures.tabs.${tab.key}.intro`)}
                  </p>
                </div>
                <ul className="grid gap-2.5 text-sm sm:grid-cols-2">
                  {textList(t(`aiFeatures.tabs.${tab.key}.tools`, { returnObjects: true })).map(
                    (tool) => (
                      <li key={tool} className="flex gap-2.5 rounded-lg border bg-card px-4 py-3">
                        <CheckIcon
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary"
                        />
                        {tool}
                      </li>
                    ),
                  )}
                </ul>
              </div>
              <section aria-labelledby={`models-${tab.key}`}>
                <h3 id={`models-${tab.key}`} className="mb-4 text-lg font-semibold">
                  {t('aiFeatures.modelsHeading')}
                </h3>
                <ModelList type={tab.type} />
              </section>
            </TabsContent>
          ))}
        </Tabs>
      </div>
      <CallToAction
        heading={t('aiFeatures.ctaHeading')}
        body={t('aiFeatures.ctaBody')}
        button={t('aiFeatures.ctaButton')}
      />
    </>
  )
}
