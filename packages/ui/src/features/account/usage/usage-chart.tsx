import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { dailySeries } from './usage-data'
import { dateTimeFormat, numberFormat } from '../../../lib/format/intl-cache'

const HEIGHT = 240

/**
 * Queries per day this month, one line per credit group in its colour (uPlot: small and fast,
 * loaded with the usage tab only). Axis text takes the page's muted colour, so it reads in
 * light and dark. The exact figures are in the table under it, for screen readers too.
 */
export default function UsageChart({
  series,
  language,
}: {
  series: ReturnType<typeof dailySeries>
  language: string
}) {
  const { t } = useTranslation('account')
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const ink = getComputedStyle(element).color
    const day = dateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
    const number = numberFormat(language)
    const axis = {
      stroke: ink,
      grid: { stroke: 'rgba(127, 127, 127, 0.18)', width: 1 },
      ticks: { show: false },
      font: '12px system-ui, sans-serif',
    }
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          y: { range: (_plot, _min, max) => [0, Math.max(5, Math.ceil(max * 1.2))] },
        },
        axes: [
          {
            ...axis,
            values: (_plot, ticks) => ticks.map((tick) => day.format(new Date(tick * 1000))),
          },
          {
            ...axis,
            size: 48,
            values: (_plot, ticks) => ticks.map((tick) => number.format(tick)),
          },
        ],
        series: [
          {},
          ...series.groups.map((group) => ({
            label: group.name,
            stroke: group.color,
            width: 2,
            points: { show: true, size: 6, fill: group.color },
          })),
        ],
      },
      [
        series.dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000),
        ...series.groups.map((group) => group.used),
      ],
      element,
    )
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: element.clientWidth, height: HEIGHT })
    })
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [series, language])

  return (
    <div className="space-y-3">
      <div
        ref={container}
        role="img"
        aria-label={t('usage.chart.label')}
        dir="ltr"
        className="w-full text-muted-foreground"
      />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.groups.map((group) => (
          <li key={group.name} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: group.color }}
            />
            {group.name}
          </li>
        ))}
      </ul>
    </div>
  )
}
