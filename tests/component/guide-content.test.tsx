import { act, render, screen } from '@testing-library/react'
import { Activity } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { GuideContent } from '@/features/guide/components/guide-content'

const TALL = 300

function Kept({ shown, measure }: { shown: boolean; measure: (el: HTMLElement) => number }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <GuideContent html="<p>业务说明</p>" measure={measure} />
    </Activity>
  )
}

describe('GuideContent in a kept tab', () => {
  it('measures new content at once, and not again when its tab is shown again', () => {
    const measure = vi.fn(() => TALL)
    const { rerender } = render(<Kept shown measure={measure} />)
    expect(measure).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: '展开' })).toBeInTheDocument()

    act(() => rerender(<Kept shown={false} measure={measure} />))
    act(() => rerender(<Kept shown measure={measure} />))
    // Measuring in the commit would lay out the whole page being shown: the observer answers.
    expect(measure).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: '展开' })).toBeInTheDocument()
  })
})
