import type { MessageInstance } from 'antd/es/message/interface'
import { vi } from 'vitest'
import { bindMessage } from '@/lib/notify'

/** Binds a recording message host (for code tested without the React tree). */
export function recordMessages() {
  const shown = {
    error: [] as string[],
    warning: [] as string[],
    success: [] as string[],
    info: [] as string[],
  }
  const record = (kind: keyof typeof shown) =>
    vi.fn((content: unknown) => void shown[kind].push(String(content)))
  bindMessage({
    error: record('error'),
    warning: record('warning'),
    success: record('success'),
    info: record('info'),
  } as unknown as MessageInstance)
  return shown
}
