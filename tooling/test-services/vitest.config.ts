import { testOptions } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({ test: testOptions('test-services') })
