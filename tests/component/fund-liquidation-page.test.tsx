import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useNodeFormData } from '../utils/node-form-data'
import {
  buttonIn,
  dialog,
  drawer,
  pickFile,
  PDF_BYTES,
  queryForm,
  rowKeys,
  rowOf,
  rowsShown,
  todoBadge,
  XLSX_BYTES,
} from '../utils/application-page'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

useNodeFormData()

const PAGE = '/product-manage/fund-liquidation'

describe('产品清算', { timeout: 60_000 }, () => {
  test('the organisation’s liquidations; a status filter and reset', async () => {
    loginAs('operator')
    const app = renderApp(PAGE)
    expect(await rowsShown()).toHaveLength(7)
    await app.user.click(within(queryForm()).getByLabelText('状态'))
    await app.user.click(
      await screen.findByText('待确认', { selector: '.ant-select-item-option-content' }),
    )
    await app.user.click(buttonIn(queryForm(), /^查\s*询$/))
    await waitFor(() => expect(rowKeys()).toEqual(['LQA001']))
    await app.user.click(buttonIn(queryForm(), /^重\s*置$/))
    await waitFor(() => expect(rowKeys()).toHaveLength(7))
  })

  test('the detail shows the report and the steps; 确认 completes it and the badge drops', async () => {
    loginAs('operator')
    const app = renderApp(PAGE)
    await rowsShown()
    await waitFor(() => expect(todoBadge(123)).not.toBeNull(), { timeout: 15_000 })
    await app.user.click(buttonIn(rowOf('LQA001'), '查看'))
    const body = await drawer()
    const steps = [...body.querySelectorAll('.status-timeline__step')]
    expect(steps.map((s) => s.querySelector('strong')!.textContent)).toEqual([
      '提交清算申请',
      '托管复核清算报告',
      '管理人确认',
      '清算完成',
    ])
    expect(steps[2]).toHaveClass('status-timeline__step--current')
    expect(within(body).getByText(/清算报告\.pdf$/)).toBeInTheDocument()
    await app.user.click(buttonIn(body, '确认清算报告'))
    const ask = await dialog('提示信息')
    expect(within(ask).getByText(/的清算报告？$/)).toBeInTheDocument()
    await app.user.click(buttonIn(ask, /^确\s*定$/))
    await waitFor(() => expect(todoBadge(122)).not.toBeNull())
    await waitFor(() => expect(rowOf('LQA001').textContent).toContain('已完成'))
    expect(within(body).queryByText('确认清算报告')).toBeNull()
  })

  test('新建清算申请: the report refused by the server, then accepted; the new one is 清算中', async () => {
    loginAs('operator')
    const app = renderApp(PAGE)
    await rowsShown()
    await app.user.click(buttonIn(document.body, '新建清算申请'))
    const form = await dialog('新建清算申请')
    await within(form).findByLabelText('产品')
    await app.user.click(within(form).getByLabelText('产品'))
    await app.user.click(
      await screen.findByText(/^SXA003 /, { selector: '.ant-select-item-option-content' }),
    )
    await app.user.click(within(form).getByLabelText('清算原因'))
    await app.user.click(
      await screen.findByText('存续期届满', { selector: '.ant-select-item-option-content' }),
    )
    await app.user.type(within(form).getByLabelText('清算基准日'), '2026-01-05{Enter}')
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await within(form).findByText('请上传以下材料：清算报告')
    pickFile(form, '清算报告', new File([XLSX_BYTES], '清算报告.pdf'))
    await within(form).findByText(/上传失败：文件内容不是有效的PDF文件/, {}, { timeout: 10_000 })
    pickFile(form, '清算报告', new File([PDF_BYTES], '清算报告.pdf'))
    await within(form).findByText(/上传成功/)
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await screen.findByText('清算申请已提交，等待托管复核清算报告')
    await waitFor(() => expect(rowKeys()).toHaveLength(8))
    expect(rowOf('LQA008').textContent).toContain('清算中')
  })
})
