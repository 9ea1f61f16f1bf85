import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { reportsOf } from '@demo-server/handlers/periodic-report-store'
import {
  buttonIn,
  cellsOf,
  choose,
  header,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const saved = recordSaves()
const PATH = '/data-submission/stamp-periodic-report'

/** ORG001's sealed reports: those to confirm first, then the newest seal first. */
const order = (r: { confirm?: string; stampedAt?: string }) =>
  `${r.confirm === 'pending' ? 1 : 0}${r.stampedAt}`
const sealed = () =>
  reportsOf('ORG001')
    .filter((r) => r.status === 'stamped')
    .sort((a, b) => order(b).localeCompare(order(a)))

describe('用印结果查询', { timeout: 60_000 }, () => {
  test('those to confirm first; sorts and pages on the server; 确认 lowers T00021', async () => {
    const app = await openPage(PATH, 'operator')
    const all = sealed()
    expect(totalShown()).toBe(all.length)
    const newest = all[0]!
    expect(newest.confirm).toBe('pending')
    expect(rowKeys()[0]).toBe(newest.reportId)
    expect(cellsOf(rowOf(newest.reportId))).toEqual(
      expect.arrayContaining([
        newest.stampedAt,
        '资产托管部业务专用章',
        newest.stampFileName,
        '待确认',
      ]),
    )
    await app.user.click(header('用印日期'))
    await waitFor(() => expect(app.location()).toContain('sort=stampedAt'))
    const oldest = [...all].sort((a, b) => a.stampedAt!.localeCompare(b.stampedAt!))[0]!
    await waitFor(() => expect(rowKeys()[0]).toBe(oldest.reportId))
    fireEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(app.location()).toContain('page=2'))

    await choose(app, '确认状态', '待确认')
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(totalShown()).toBe(3))
    expect(todoCount('T00021')).toBe(3)
    const first = rowKeys()[0]!
    fireEvent.click(buttonIn(rowOf(first), /^确认$/))
    fireEvent.click(
      buttonIn(
        await screen
          .findByText('确认用印结果')
          .then((t) => t.closest('.ant-popover') as HTMLElement),
        /^确认$/,
      ),
    )
    await screen.findByText('已确认用印结果')
    await waitFor(() => expect(todoCount('T00021')).toBe(2))
    await waitFor(() => expect(totalShown()).toBe(2))
    expect(reportsOf('ORG001').find((r) => r.reportId === first)!.confirm).toBe('confirmed')

    fireEvent.click(buttonIn(document.body, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(all.length))
    // 重置 clears the filters and goes to page 1; the sort stays.
    expect(app.location()).toBe(`${PATH}?sort=stampedAt`)
  })

  test('下载用印文件 saves the sealed PDF; 导出 saves the list; a kind filters it', async () => {
    const app = await openPage(PATH, 'operator')
    const newest = sealed()[0]!
    fireEvent.click(buttonIn(rowOf(newest.reportId), /^下载用印文件$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({ name: newest.stampFileName, type: 'application/pdf' })
    await choose(app, '报告类型', '年报')
    fireEvent.click(buttonIn(document.body, /^查询$/))
    const annual = sealed().filter((r) => r.kind === 'annual')
    await waitFor(() => expect(totalShown()).toBe(annual.length))
    fireEvent.click(buttonIn(document.body, /^导出$/))
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(saved[1]!.name).toMatch(/^用印结果查询_\d{14}\.xlsx$/)
  })
})
