import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/contract-manage/contract-query'
const mine = () => db.state.contracts.filter((c) => c.orgId === 'ORG001')

const drawer = async () =>
  (await screen.findByText(/^合同 HT/, { selector: '.ant-drawer-title' })).closest(
    '.ant-drawer',
  ) as HTMLElement

/** The progress steps' states in a row or the drawer: finish, process or wait. */
const stepStates = (box: HTMLElement) =>
  [...box.querySelectorAll('.contract-progress .ant-steps-item')].map(
    (item) => /ant-steps-item-(finish|process|wait)/.exec(item.className)?.[1],
  )

describe('合同查询', { timeout: 60_000 }, () => {
  const saved = recordSaves()

  test('each contract’s progress; 待管理人确认 first; filtered by status; 详情 has the timeline', async () => {
    const app = await openPage(PATH, 'manager')
    expect(totalShown()).toBe(mine().length)
    const waiting = mine().filter((c) => c.status === 'confirm')
    expect(rowKeys().slice(0, 2).sort()).toEqual(waiting.map((c) => c.contractId).sort())
    const signing = mine().find((c) => c.status === 'signing')!
    expect(stepStates(rowOf(signing.contractId))).toEqual([
      'finish',
      'finish',
      'process',
      'wait',
      'wait',
    ])
    expect(cellsOf(rowOf(signing.contractId))).toEqual(expect.arrayContaining(['签署中', '详情']))
    await app.router.navigate(`${PATH}?status=effective`)
    await waitFor(() =>
      expect(totalShown()).toBe(mine().filter((c) => c.status === 'effective').length),
    )
    const effective = rowKeys()[0]!
    expect(stepStates(rowOf(effective))).toEqual(Array(5).fill('finish'))
    fireEvent.click(buttonIn(rowOf(effective), /^详情$/))
    const box = await drawer()
    await within(box).findByText('办理进度', { selector: 'h3' })
    expect(app.location()).toContain(`contractId=${effective}`)
    const titles = [...box.querySelectorAll('.status-timeline__title')].map((t) => t.textContent)
    expect(titles).toEqual([
      '起草已完成',
      '托管复核已完成',
      '管理人确认已完成',
      '签署已完成',
      '备案已完成',
      '生效已完成',
    ])
    expect(within(box).queryByText('确认定稿')).toBeNull()
    fireEvent.click(buttonIn(box, /^下载合同文本$/))
    await waitFor(() => expect(saved[0]?.name).toMatch(/基金合同_HT\d+\.docx$/))
  })

  test('确认 a reviewed contract: it goes to 签署 and T00049 drops at once', async () => {
    const app = await openPage(PATH, 'manager')
    await waitFor(() => expect(todoCount('T00049')).toBe(2))
    const first = rowKeys()[0]!
    fireEvent.click(buttonIn(rowOf(first), /^确认$/))
    const box = await drawer()
    await within(box).findByText('托管复核已完成，待您确认合同定稿')
    expect(stepStates(box)).toEqual(['finish', 'process', 'wait', 'wait', 'wait'])
    await app.user.click(buttonIn(box, /^确认定稿$/))
    const ok = await waitFor(() => buttonIn(document.querySelector('.ant-popconfirm')!, /^确认$/))
    await app.user.click(ok)
    await screen.findByText('已确认合同定稿，进入签署环节')
    await waitFor(() => expect(todoCount('T00049')).toBe(1))
    await waitFor(() =>
      expect(stepStates(box)).toEqual(['finish', 'finish', 'process', 'wait', 'wait']),
    )
    await waitFor(() => expect(cellsOf(rowOf(first))).toEqual(expect.arrayContaining(['签署中'])))
  })
})
