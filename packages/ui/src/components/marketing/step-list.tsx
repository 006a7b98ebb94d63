interface Step {
  key: string
  title: string
  body: string
}

/** A numbered "how it works" row of a marketing page: one card per step. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.key} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
          >
            {index + 1}
          </span>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="text-sm text-pretty text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  )
}
