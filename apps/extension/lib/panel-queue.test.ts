import type { PanelRequest } from '@amply/ui/lib/panel/panel-request'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { enqueueRequest, onRequestQueued, takeRequests } from './panel-queue'

const request = (id: string, text = 'la mer'): PanelRequest => ({
  id,
  action: 'translate',
  text,
  source: { title: 'Article', url: 'https://news.example/a' },
})

beforeEach(() => {
  fakeBrowser.reset()
})

describe('the panel queue', () => {
  it('hands every queued request over once, oldest first', async () => {
    await enqueueRequest(request('first'))
    await enqueueRequest(request('second'))
    expect((await takeRequests()).map((taken) => taken.id)).toEqual(['first', 'second'])
    expect(await takeRequests()).toEqual([])
  })

  it('keeps the order of requests queued within the same millisecond', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `z${19 - index}`)
    for (const id of ids) await enqueueRequest(request(id))
    expect((await takeRequests()).map((taken) => taken.id)).toEqual(ids)
  })

  it('tells an open panel when a request is queued, and not when it is taken', async () => {
    const heard: string[] = []
    const unsubscribe = onRequestQueued(() => heard.push('queued'))
    await enqueueRequest(request('one'))
    await takeRequests()
    expect(heard).toEqual(['queued'])
    unsubscribe()
    await enqueueRequest(request('two'))
    expect(heard).toEqual(['queued'])
  })

  it('leaves other stored values alone and drops what is not a request', async () => {
    await fakeBrowser.storage.local.set({
      access_token: 'kept',
      'amply.panel.request.000000000000001.bad': { id: 'bad', action: 'delete-everything' },
    })
    await enqueueRequest(request('good'))
    expect((await takeRequests()).map((taken) => taken.id)).toEqual(['good'])
    expect(await fakeBrowser.storage.local.get('access_token')).toEqual({ access_token: 'kept' })
  })
})
