// The code highlighting thread (see worker-highlighter.ts): Shiki, through the renderer's own
// code plugin, loaded with the first code block of any answer.
import { code } from '@streamdown/code'
import { serveHighlighting } from './worker-highlighter'

serveHighlighting(self, code)
