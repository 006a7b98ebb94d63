import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ToggleGroup, ToggleGroupItem } from './toggle-group'

function Ratios() {
  const [value, setValue] = useState('1:1')
  return (
    <>
      <ToggleGroup type="single" aria-label="Ratio" value={value} onValueChange={setValue}>
        {['1:1', '4:3', '16:9'].map((ratio) => (
          <ToggleGroupItem key={ratio} value={ratio}>
            {ratio}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
      <output>{value || 'none'}</output>
    </>
  )
}

describe('ToggleGroup with one choice', () => {
  it('chooses with the arrow keys, as a radio group does', async () => {
    render(<Ratios />)
    const square = screen.getByRole('radio', { name: '1:1' })
    square.focus()
    fireEvent.keyDown(square, { key: 'ArrowRight' })
    const wide = screen.getByRole('radio', { name: '4:3' })
    await waitFor(() => {
      expect(document.activeElement).toBe(wide)
    })
    expect(wide.getAttribute('aria-checked')).toBe('true')
    expect(square.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('4:3')

    fireEvent.keyDown(wide, { key: 'End' })
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: '16:9' }).getAttribute('aria-checked')).toBe('true')
    })
  })

  it('keeps the choice when the focus comes in another way, and a choice on stays on', async () => {
    render(<Ratios />)
    const wide = screen.getByRole('radio', { name: '4:3' })
    wide.focus()
    expect(screen.getByRole('status').textContent).toBe('1:1')

    // Home lands on the first choice, which is on: it is not pressed again.
    const square = screen.getByRole('radio', { name: '1:1' })
    fireEvent.keyDown(wide, { key: 'Home' })
    await waitFor(() => {
      expect(document.activeElement).toBe(square)
    })
    expect(screen.getByRole('status').textContent).toBe('1:1')
  })
})
