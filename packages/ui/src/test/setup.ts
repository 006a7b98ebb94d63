import { hangLimits } from '@amply/vitest-config'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait for the screen as long as `expect.poll` does: a limit that only
// stops a hang (the library's own second failed tests when other work shared the machine).
configure({ asyncUtilTimeout: hangLimits.expect.poll.timeout })

afterEach(() => {
  cleanup()
})
