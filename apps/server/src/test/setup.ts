import { afterAll } from 'vitest'
import { dropTestDatabases } from './database'

// Runs before each test file: whatever the file started is stopped after its last test, even
// when it was started inside a test (where an afterAll of its own would never run).
afterAll(dropTestDatabases)
