import { loadEnv } from '../src/env'
import { runServer } from '../src/run-server'
import { createDemoControls } from './demo-controls'
import { testRoutes } from './test-routes'

// The server the tests start (tooling/e2e's startServer, ./server-process.ts): the product's
// (src/run-server.ts, as src/main.ts runs it) plus the `/__test` routes and the demo provider's
// steering. Those routes answer anyone, so it refuses to run outside NODE_ENV=test.
let underTest = true
try {
  underTest = loadEnv().NODE_ENV === 'test'
} catch {
  // An invalid environment: runServer says what is wrong with it.
}
if (!underTest) {
  console.error('test-support/main.ts is the test server: start it with NODE_ENV=test.')
  process.exit(1)
}
const demoControls = createDemoControls()
await runServer({
  demoControls,
  mount: (app, db) => app.route('/__test', testRoutes(db, demoControls)),
})
