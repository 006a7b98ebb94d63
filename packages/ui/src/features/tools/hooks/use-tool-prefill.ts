import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { toolPrefillOf } from '../../../lib/tools/tool-prefill'
import type { ToolPrefill } from '../../../lib/tools/tool-prefill'

/** Acts once on each prefill the location brings (the side panel's context-menu actions). */
export function useToolPrefill(apply: (prefill: ToolPrefill) => void) {
  const prefill = toolPrefillOf(useLocation().state)
  const taken = useRef<string | null>(null)
  const applyRef = useRef(apply)
  useEffect(() => {
    applyRef.current = apply
  }, [apply])
  useEffect(() => {
    if (!prefill || taken.current === prefill.id) return
    taken.current = prefill.id
    applyRef.current(prefill)
  }, [prefill])
}
