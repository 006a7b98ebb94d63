import { Skeleton } from '../../../components/ui/skeleton'

/** Shaped like a result while a stored session downloads. */
export function ResultSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border p-5" aria-busy="true" aria-label={label}>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}
