import type { Logger } from '../../lib/logger'
import type { LiveAnswer } from '../live-answers/live-answer'
import { noSourcesPrompt, sourcesPrompt } from './search-prompt'
import type { WebFindings, WebSearchDeps } from './web-search'
import { searchTheWeb } from './web-search'

/** A search the plan could not pay for: said in the answer, which goes on without it. */
const unpaid: WebFindings = {
  search: { status: 'done', queries: [], reading: [], skipped: [], problem: 'no_allowance' },
  sources: [],
}

/**
 * The web search of an answer: its progress and its sources streamed into the answer as they
 * come. Never throws: a failure is the search's `problem`, and the answer goes on.
 */
export async function searchForAnswer(
  question: string,
  input: { deps: WebSearchDeps; paid: boolean; answer: LiveAnswer; logger: Logger },
): Promise<WebFindings> {
  const { answer } = input
  let findings = unpaid
  try {
    if (input.paid) {
      findings = await searchTheWeb(question, input.deps, {
        signal: answer.signal,
        progress: (search) => {
          answer.push({ search })
        },
      })
    } else answer.push({ search: unpaid.search })
  } catch (error) {
    input.logger.error('web search failed', { error: String(error) })
    findings = { search: { ...unpaid.search, problem: 'unavailable' }, sources: [] }
    answer.push({ search: findings.search })
  }
  if (findings.sources.length > 0) answer.push({ sources: findings.sources })
  return findings
}

/** What the model is told of the search: the pages' passages, or why there are none. */
export const findingsPrompt = (findings: WebFindings) =>
  findings.sources.length > 0
    ? sourcesPrompt(findings.sources)
    : noSourcesPrompt(findings.search.problem ?? 'no_results')
