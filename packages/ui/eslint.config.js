import { amplyReact } from '@amply/eslint-config/react'

export default amplyReact({ layer: 'ui', root: import.meta.dirname })
