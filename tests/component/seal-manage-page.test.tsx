import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { buttonIn, cellsOf, openPage, rowKeys, rowOf, todoCount } from './custodian-helpers'

const PATH = '/electronic-signature/seal-manage'
const sealOf = (id: string) => db.state.seals.find((s) => s.sealId === id)!

/** The Tips dialog open now. */
const tips = async () =>
  (await screen.findByText('提示信息', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement

describe('印章管理', { timeout: 60_000 }, () => {
  test('审核启用 a new seal (asked first): T00035 drops; 停用 asks, 取消 changes nothing', async () => {
    await openPage(PATH, 'manager')
    expect(rowKeys()).toEqual(['SEAL101', 'SEAL102', 'SEAL103', 'SEAL104', 'SEAL105'])
    expect(screen.getByLabelText(/合同专用章（2号）印章图样$/)).toBeInTheDocument()
    await waitFor(() => expect(todoCount('T00035')).toBe(1))
    expect(screen.getByText('1 枚新备案的印章待审核，审核启用后方可用于签署')).toBeInTheDocument()
    expect(cellsOf(rowOf('SEAL105'))).toContain('待审核')
    fireEvent.click(buttonIn(rowOf('SEAL105'), /^审核启用$/))
    let dialog = await tips()
    expect(within(dialog).getByText(/^确定审核通过并启用「.+合同专用章（2号）」吗？$/))
    fireEvent.click(buttonIn(dialog, /^确定$/))
    await waitFor(() => expect(cellsOf(rowOf('SEAL105'))).toContain('启用'))
    await waitFor(() => expect(todoCount('T00035')).toBe(0))
    expect(screen.queryByText(/枚新备案的印章待审核/)).toBeNull()

    fireEvent.click(buttonIn(rowOf('SEAL102'), /^停用$/))
    dialog = await tips()
    expect(within(dialog).getByText('停用后，该印章不能用于签署文件。')).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^取消$/))
    expect(sealOf('SEAL102').status).toBe('enabled')
    fireEvent.click(buttonIn(rowOf('SEAL102'), /^停用$/))
    fireEvent.click(buttonIn(await tips(), /^确定$/))
    await waitFor(() => expect(cellsOf(rowOf('SEAL102'))).toContain('停用'))
    expect(sealOf('SEAL102').status).toBe('disabled')
    expect(buttonIn(rowOf('SEAL102'), /^启用$/)).toBeInTheDocument()
  })

  test('授权 chooses who may use a seal; 状态 filters', async () => {
    const app = await openPage(PATH, 'manager')
    expect(cellsOf(rowOf('SEAL103')).join()).toContain('赵晓晨')
    fireEvent.click(buttonIn(rowOf('SEAL103'), /^授权$/))
    const dialog = (
      await screen.findByText(/^授权使用人 · /, { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement
    const wang = await within(dialog).findByLabelText('王经理（manager）')
    expect(within(dialog).getByLabelText('赵晓晨（resetdemo）')).toBeChecked()
    expect(wang).not.toBeChecked()
    await app.user.click(wang)
    fireEvent.click(buttonIn(dialog, /^保存$/))
    await waitFor(() => expect(sealOf('SEAL103').userIds).toEqual(['U1001', 'U1004']))
    await waitFor(() => expect(cellsOf(rowOf('SEAL103')).join()).toContain('王经理'))
    await app.router.navigate(`${PATH}?status=disabled`)
    await waitFor(() => expect(rowKeys()).toEqual(['SEAL104']))
  })
})
