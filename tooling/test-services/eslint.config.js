import { amply } from '@amply/eslint-config'

export default amply({ layer: 'tooling', root: import.meta.dirname })
