import { isPanelRequest } from '@amply/ui/lib/panel/panel-request'
import type { PanelRequest } from '@amply/ui/lib/panel/panel-request'
import { browser } from 'wxt/browser'

/**
 * The requests waiting for the side panel, one `browser.storage.local` key each: the
 * background adds, the panel takes, and neither can overwrite what the other wrote meanwhile
 * (a single list would lose a request added between a read and a write).
 */
const PREFIX = 'amply.panel.request.'

/**
 * The last stamp given out: two requests queued in the same millisecond still sort in the
 * order they came (their ids are random, so the clock alone would order them by chance).
 */
let lastStamp = 0

function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1)
  return lastStamp
}

export async function enqueueRequest(request: PanelRequest): Promise<void> {
  await browser.storage.local.set({
    [`${PREFIX}${String(nextStamp()).padStart(15, '0')}.${request.id}`]: request,
  })
}

/** Takes every queued request, oldest first, and removes them. */
export async function takeRequests(): Promise<PanelRequest[]> {
  const everything = await browser.storage.local.get(null)
  const keys = Object.keys(everything)
    .filter((key) => key.startsWith(PREFIX))
    .sort()
  if (keys.length === 0) return []
  await browser.storage.local.remove(keys)
  return keys.map((key) => everything[key]).filter(isPanelRequest)
}

/** Calls `listener` whenever a request is queued; returns the unsubscribe. */
export function onRequestQueued(listener: () => void): () => void {
  const onChanged = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
    if (areaName !== 'local') return
    const queued = Object.entries(changes).some(
      ([key, change]) => key.startsWith(PREFIX) && isPanelRequest(change.newValue),
    )
    if (queued) listener()
  }
  browser.storage.onChanged.addListener(onChanged)
  return () => {
    browser.storage.onChanged.removeListener(onChanged)
  }
}
