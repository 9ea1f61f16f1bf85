import { afterEach, describe, expect, test, vi } from 'vitest'
import { statementUntil } from '../db/custody-cash'
import { lastDataDay } from '../db/fee-schedule'
import { taToday } from '../db/ta-calendar'
import { deliverMessage } from '../handlers/deliver-message'
import { ANY_USER } from '../handlers/endpoint-rule'
import { registerExportSource } from '../handlers/export-registry'
import type { ExportRows } from '@contract/api/download'
import { loginAs } from './login-as'

/*
 * Issue 17 §3, the demo backend's side: its today, its message times and its file names are
 * Beijing's, in a process running in UTC. 00:30:05 in Beijing on 26 November is 16:30:05 UTC
 * on the 25th: Beijing's date is already the 26th, the data runs to the 25th.
 */
const HALF_PAST_MIDNIGHT = Date.parse('2026-11-25T16:30:05Z')

registerExportSource('clock-rows', {
  label: '时钟',
  pages: ANY_USER,
  headers: ['序号'],
  rows: () => [[1], [2]],
})

afterEach(() => {
  vi.useRealTimers()
})

const at = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}

describe('the demo backend keeps Beijing time', () => {
  test('at 00:30 Beijing its today is Beijing’s, and its data runs to Beijing’s yesterday', () => {
    at(HALF_PAST_MIDNIGHT)
    expect(taToday()).toBe('2026-11-26')
    expect(lastDataDay()).toBe('2026-11-25')
    expect(statementUntil()).toBe('2026-11-25')
  })

  test('an export’s file name carries the Beijing time it was made', async () => {
    at(HALF_PAST_MIDNIGHT)
    const { token } = loginAs('manager')
    const response = await fetch('http://localhost/ceres/api/rest/export/create', {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ source: 'clock-rows', params: {}, fileName: '交易申请' }),
    })
    const { data } = (await response.json()) as { data: ExportRows }
    expect(data.fileName).toBe('交易申请_20261126003005.xlsx')
  })

  test('a message’s (and its push card’s) pub_time is Beijing’s wall clock', () => {
    const message = deliverMessage('U1001', '下载任务已完成', '…', new Date(HALF_PAST_MIDNIGHT))
    expect(message.pubTime).toBe('2026-11-26 00:30:05')
  })
})
