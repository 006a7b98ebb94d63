import { runServer } from './run-server'

// The product's entry (`pnpm dev`, and dist/main.js of `pnpm build`): the server as it is
// deployed. Tests start test-support/main.ts, which adds their routes to the same server.
await runServer()
