import { ExportSection } from './export-section'
import { ImportSection } from './import-section'

/** The data tab (docs/product.md#your-data): everything out as one zip; imports in. */
export function DataTab() {
  return (
    <div className="space-y-6">
      <ExportSection />
      <ImportSection />
    </div>
  )
}
