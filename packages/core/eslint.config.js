import { amply } from '@amply/eslint-config'

export default amply({ layer: 'core', root: import.meta.dirname })
