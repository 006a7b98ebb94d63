import { amplyReact } from '@amply/eslint-config/react'

export default amplyReact({ layer: 'web', root: import.meta.dirname })
