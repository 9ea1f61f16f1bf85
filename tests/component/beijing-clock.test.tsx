import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { SESSION_HOURS } from '@demo-server/handlers/http'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { buttonIn, cellsOf, openPage, rowKeys, rowOf } from './custodian-helpers'

/*
 * Issue 17 §3: with the browser far from Beijing (these suites run in UTC) a record's list and
 * its detail show the same Beijing time.
 */

/** Shanghai's wall clock of an instant, computed apart from the app (Intl with the zone). */
const shanghaiClock = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(ms))

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

describe('one clock: Beijing time in a UTC browser', { timeout: 60_000 }, () => {
  test('交易申请: a row’s 申请时间 is its timeline’s 提交申请 time', async () => {
    await openPage('/transfer-agent/trade-apply', 'manager')
    const key = rowKeys()[0]!
    const rowTime = cellsOf(rowOf(key)).find((text) => DATE_TIME.test(text))
    fireEvent.click(buttonIn(rowOf(key), /^详情$/))
    const timeline = await screen.findByRole('list', { name: '办理进度' })
    const submitted = within(timeline).getByText('提交申请').closest('.status-timeline__step')!
    expect(submitted.querySelector('time')?.textContent).toBe(rowTime)
  })

  test('注册申请: the list’s 提交时间 and /reg/status’s are both Beijing’s', async () => {
    // 23:59:36 in Beijing, 15:59:36 in UTC.
    const submittedAt = '2026-11-25T15:59:36.000Z'
    db.state.registrations.push({
      ...db.state.registrations[0]!,
      applyNo: 'REG20261125009',
      status: 'pending',
      submittedAt,
    })
    const app = await openPage('/general-manage/user-manage?tab=applies', 'admin')
    await waitFor(() => expect(rowKeys()).toContain('REG20261125009'))
    expect(cellsOf(rowOf('REG20261125009'))).toContain('2026-11-25 23:59:36')
    app.unmount()

    renderPageAlone('/reg/status?applyNo=REG20261125009')
    const label = await screen.findByText('提交时间', {}, { timeout: 15_000 })
    expect(label.closest('tr')?.textContent).toContain('2026-11-25 23:59')
  })

  test('个人中心: 本次登录时间 is the Beijing time the session began', async () => {
    const session = loginAs('manager')
    renderPageAlone('/individual-center')
    const label = await screen.findByText('本次登录时间', {}, { timeout: 15_000 })
    const began = session.expiresAt - SESSION_HOURS * 3_600_000
    await waitFor(() =>
      expect(label.closest('.ant-descriptions-item')?.textContent).toBe(
        `本次登录时间${shanghaiClock(began)}`,
      ),
    )
  })
})
