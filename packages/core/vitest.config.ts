import { reporters } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { reporters: reporters('core') } })
