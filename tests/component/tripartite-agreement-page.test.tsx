import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  buttonIn,
  cellsOf,
  choose,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  todoCount,
  totalShown,
} from './custodian-helpers'

const PATH = '/custodian/tripartite-agreement'
const agreements = () => db.state.tripartiteAgreements.filter((a) => a.orgId === 'ORG003')
const saved = recordSaves()

describe('三方协议', { timeout: 60_000 }, () => {
  test('待签署 first; a query by status; 下载 saves the PDF', async () => {
    const app = await openPage(PATH, 'admin')
    expect(totalShown()).toBe(agreements().length)
    const waiting = agreements().filter((a) => a.status === 'pending')
    expect(rowKeys().slice(0, 2).sort()).toEqual(waiting.map((a) => a.agreementId).sort())
    await choose(app, '状态', '已签署')
    fireEvent.click(buttonIn(document.body, /^查询$/))
    await waitFor(() => expect(app.location()).toContain('status=signed'))
    await waitFor(() => expect(totalShown()).toBe(agreements().length - waiting.length))
    const [first] = rowKeys()
    expect(cellsOf(rowOf(first!))).toContain('已签署')
    fireEvent.click(buttonIn(rowOf(first!), /^下载$/))
    await waitFor(() => expect(saved).toHaveLength(1))
    const agreement = agreements().find((a) => a.agreementId === first)!
    expect(saved[0]).toEqual({
      name: `三方协议_${agreement.agreementNo}.pdf`,
      type: 'application/pdf',
    })
  })

  test('确认签署 signs it and lowers T00014 at once', async () => {
    const app = await openPage(PATH, 'admin')
    await waitFor(() => expect(todoCount('T00014')).toBe(2))
    const [id] = rowKeys()
    fireEvent.click(buttonIn(rowOf(id!), /^确认签署$/))
    const ok = await waitFor(() =>
      buttonIn(document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)')!, /^确认签署$/),
    )
    await app.user.click(ok)
    await waitFor(() => expect(todoCount('T00014')).toBe(1))
    await screen.findByText('协议已签署')
    const signed = db.state.tripartiteAgreements.find((a) => a.agreementId === id)!
    await waitFor(() =>
      expect(cellsOf(rowOf(id!))).toEqual(expect.arrayContaining(['已签署', signed.signedDate])),
    )
  })
})
