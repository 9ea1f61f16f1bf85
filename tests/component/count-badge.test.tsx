import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { CountBadge } from '@/components/count-badge'

describe('CountBadge', () => {
  test('shows the count with an accessible label', () => {
    render(<CountBadge count={12} />)
    expect(screen.getByRole('img', { name: '待办 12' })).toHaveTextContent('12')
  })

  test('above 99 it shows 99+, the label keeps the real count', () => {
    render(<CountBadge count={120} />)
    expect(screen.getByRole('img', { name: '待办 120' })).toHaveTextContent('99+')
  })

  test('99 is shown as is', () => {
    render(<CountBadge count={99} label="未读" />)
    expect(screen.getByRole('img', { name: '未读 99' })).toHaveTextContent(/^99$/)
  })

  test('nothing at all for 0 or undefined', () => {
    const { container, rerender } = render(<CountBadge count={0} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<CountBadge count={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })
})
