import { describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logger'
import { linksIn } from './mail-transport'
import { createMailTransport } from './mail-transport-from-env'

const logger = createLogger('error')

describe('createMailTransport', () => {
  it('is SMTP when SMTP_URL is set, the local outbox otherwise', () => {
    const from = 'Amply <no-reply@amply.test>'
    const smtp = createMailTransport(
      { SMTP_URL: 'smtp://u:p@127.0.0.1:2525', MAIL_FROM: from },
      logger,
    )
    const local = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: from }, logger)
    expect([smtp.kind, local.kind]).toEqual(['smtp', 'local'])
    smtp.close()
  })
})

describe('linksIn', () => {
  it('finds each distinct link once, without the punctuation around it', () => {
    const text =
      'Go to https://amply.test/a?b=1, or (https://amply.test/c). Again: https://amply.test/a?b=1'
    const html = '<a href="https://amply.test/c">here</a>'
    expect(linksIn(`${text}\n${html}`)).toEqual([
      'https://amply.test/a?b=1',
      'https://amply.test/c',
    ])
  })

  it('finds none in a text without links', () => {
    expect(linksIn('Your code is 123456')).toEqual([])
  })
})
