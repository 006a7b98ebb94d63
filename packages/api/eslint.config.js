import { amply } from '@amply/eslint-config'

export default amply({ layer: 'api', root: import.meta.dirname })
