import { exampleMessage, exampleModel } from '@amply/api/test/fixtures'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithServices, testServices } from '../../test/render-app'
import { createI18n } from '../../i18n/i18n'
import type { LanguageCode } from '../../i18n/languages'
import { routeKey } from '../../lib/server-state/route-key'
import { serverStateOf } from '../../lib/server-state/server-state'
import { ServerStateProvider } from '../../lib/server-state/server-state-provider'
import { MessageView } from './message-view'

/** The catalogue as `catalog/models` answers it, already in the app's cache. */
async function servicesWithCatalog(language: LanguageCode = 'en') {
  const services = testServices({ i18n: createI18n(language) })
  await services.i18n.loadNamespaces('conversation')
  serverStateOf(services.session).queryClient.setQueryData(routeKey('catalogModels'), [
    exampleModel({ model_id: 'gpt-4o-mini', model_name: 'GPT-4o mini~chat' }),
    exampleModel({ model_id: 'deepseek-reasoner', model_name: 'DeepSeek R1~reasoning' }),
  ])
  return services
}

const answer = (model: string | null) =>
  exampleMessage({ chat_id: 'a1', role: 'assistant', content: 'An answer.', model })

const modelLabels = () => [...document.querySelectorAll('[data-slot="answer-model"]')]

describe('the model an answer came from', () => {
  it("names it by the catalogue's display name, quietly, above the answer", async () => {
    renderWithServices(
      <ServerStateProvider>
        <MessageView message={answer('deepseek-reasoner')} />
      </ServerStateProvider>,
      await servicesWithCatalog(),
    )
    expect(await screen.findByText('DeepSeek R1')).toBeTruthy()
    expect(modelLabels().map((label) => label.textContent)).toEqual(['Answered by DeepSeek R1'])
  })

  it('names a model no longer offered by the id it was stored under', async () => {
    renderWithServices(
      <ServerStateProvider>
        <MessageView message={answer('gpt-3.5-turbo')} />
      </ServerStateProvider>,
      await servicesWithCatalog(),
    )
    expect(await screen.findByText('gpt-3.5-turbo')).toBeTruthy()
  })

  it("says who answered in the reader's language (Arabic)", async () => {
    renderWithServices(
      <ServerStateProvider>
        <MessageView message={answer('gpt-4o-mini')} />
      </ServerStateProvider>,
      await servicesWithCatalog('ar'),
    )
    expect(await screen.findByText('GPT-4o mini')).toBeTruthy()
    expect(modelLabels().map((label) => label.textContent)).toEqual(['إجابة من GPT-4o mini'])
  })

  it('names no model for a question, an answer without one, or where the page names it', async () => {
    renderWithServices(
      <ServerStateProvider>
        <MessageView message={exampleMessage({ model: 'gpt-4o-mini' })} />
        <MessageView message={answer(null)} />
        <MessageView message={answer('gpt-4o-mini')} namesModel={false} />
      </ServerStateProvider>,
      await servicesWithCatalog(),
    )
    expect(await screen.findAllByText('An answer.')).toHaveLength(2)
    expect(modelLabels()).toEqual([])
  })
})
