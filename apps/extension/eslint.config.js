import { amplyReact } from '@amply/eslint-config/react'

export default amplyReact({ layer: 'extension', root: import.meta.dirname })
