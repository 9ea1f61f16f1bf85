import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { useNodeFormData } from '../utils/node-form-data'
import {
  buttonIn,
  dialog,
  drawer,
  pickFile,
  PDF_BYTES,
  rowOf,
  rowsShown,
  todoBadge,
  XLSX_BYTES,
} from '../utils/application-page'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

useNodeFormData()

const PAGE = '/product-manage/fund-create'

describe('产品成立: 补充材料, 新建申请, 撤回', { timeout: 60_000 }, () => {
  test('补充材料: a refused upload, then an accepted one; 提交 lowers the badge', async () => {
    loginAs('manager')
    const app = renderApp(PAGE)
    await rowsShown()
    await waitFor(() => expect(todoBadge(122)).not.toBeNull(), { timeout: 15_000 })
    await app.user.click(buttonIn(rowOf('FCA0001'), '补充材料'))
    const form = await dialog(/^补充材料 · 泉城稳健一号/)
    await within(form).findByText(/基金合同\.pdf$/)
    pickFile(form, '投资者名册', new File([PDF_BYTES], '名册.xlsx'))
    await within(form).findByText(/上传失败：文件内容不是有效的XLSX文件/, {}, { timeout: 10_000 })
    pickFile(form, '投资者名册', new File([XLSX_BYTES], '投资者名册.xlsx'))
    await waitFor(() => expect(within(form).getAllByText(/上传成功/)).toHaveLength(3))
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await screen.findByText('已提交，等待托管审核')
    await waitFor(() => expect(todoBadge(121)).not.toBeNull())
    await waitFor(() => expect(rowOf('FCA0001').textContent).toContain('托管审核中'))
  })

  test('新建申请 without its documents names what is missing and keeps what was entered', async () => {
    loginAs('manager')
    const app = renderApp(PAGE)
    await rowsShown()
    await app.user.click(buttonIn(document.body, '新建申请'))
    const form = await dialog('新建成立申请')
    await within(form).findByLabelText('产品')
    await app.user.click(within(form).getByLabelText('产品'))
    await app.user.click(
      await screen.findByText(/^SXA014 /, { selector: '.ant-select-item-option-content' }),
    )
    await app.user.type(within(form).getByLabelText('募集金额（元）'), '30000000')
    await app.user.type(within(form).getByLabelText('投资者人数'), '45')
    pickFile(form, '基金合同', new File([PDF_BYTES], '基金合同.pdf'))
    await within(form).findByText(/上传成功/)
    await app.user.click(buttonIn(form.parentElement!, /^提\s*交$/))
    await within(form).findByText('请上传以下材料：募集结束证明/验资报告、投资者名册')
    expect(within(form).getByLabelText('投资者人数')).toHaveValue('45')
    expect(within(form).getByText('基金合同.pdf')).toBeInTheDocument()
  })

  test('撤回 from the detail asks first, then the application is 已撤回', async () => {
    loginAs('manager')
    const app = renderApp(PAGE)
    await rowsShown()
    await app.user.click(buttonIn(rowOf('FCA0003'), '查看'))
    const body = await drawer()
    await app.user.click(buttonIn(body, '撤回申请'))
    const ask = await dialog('提示信息')
    expect(
      within(ask).getByText(/撤回「泉城稳健四号私募证券投资基金」的成立申请？/),
    ).toBeInTheDocument()
    await app.user.click(buttonIn(ask, /^确\s*定$/))
    await waitFor(() => expect(rowOf('FCA0003').textContent).toContain('已撤回'))
  })
})
