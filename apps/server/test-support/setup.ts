import { afterAll } from 'vitest'
import { runFileCleanups } from './after-file'

// Runs before each test file: what the file started (its databases, their embedded PostgreSQL,
// its temporary files) is removed after its last test, even when started inside a test.
afterAll(runFileCleanups)
