import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  clickWizard,
  errorsIn,
  fieldIn,
  fillParties,
  answerLeave,
  leaveDialog,
  section,
  waitForStep,
  DRAFT_PATH,
  openNewWizard,
} from './contract-helpers'
import { buttonIn, openPage, rowOf, todoCount } from './custodian-helpers'

const PATH = DRAFT_PATH

describe('合同起草', { timeout: 90_000 }, () => {
  test('继续编辑 resumes at its step with everything filled in; 复核 shows it all; 提交 makes a contract', async () => {
    const app = await openPage(PATH, 'manager')
    const draft = db.state.contractDrafts.find((d) => d.orgId === 'ORG001' && d.step === 3)!
    fireEvent.click(buttonIn(rowOf(draft.draftId), /^继续编辑$/))
    await waitForStep('合同各方')
    expect(within(section('合同各方')).getByLabelText('基金管理人')).toHaveValue(
      '泉城私募基金管理有限公司',
    )
    fireEvent.click(screen.getByText('产品要素', { selector: '.ant-steps-item-title' }))
    await waitForStep('产品要素')
    expect(fieldIn('产品要素', '产品名称')).toHaveValue(draft.fundName)
    clickWizard(/^下一步$/)
    await waitForStep('费用条款')
    clickWizard(/^下一步$/)
    await waitForStep('合同各方')
    clickWizard(/^下一步$/)
    await waitFor(() => expect(errorsIn('合同各方')).toContain('请填写联系人'))
    fillParties()
    clickWizard(/^下一步$/)
    await waitForStep('复核')
    const review = section('复核')
    expect(within(review).getByText(draft.fundName)).toBeInTheDocument()
    expect(within(review).getByText('个人合格投资者、机构合格投资者')).toBeInTheDocument()
    expect(within(review).getByText('本公司（资产托管部）')).toBeInTheDocument()
    fireEvent.click(within(review).getByRole('button', { name: '修改费用条款' }))
    await waitForStep('费用条款')
    fireEvent.click(screen.getByText('复核', { selector: '.ant-steps-item-title' }))
    await waitForStep('复核')
    await waitFor(() => expect(todoCount('T00042')).toBe(2))
    clickWizard(/^提交$/)
    await screen.findByText('合同已提交托管复核')
    await waitFor(() => expect(todoCount('T00042')).toBe(1))
    const contract = db.state.contracts.find((c) => c.fundName === draft.fundName)!
    expect(contract.status).toBe('review')
    fireEvent.click(buttonIn(document.body, /^查看合同进度$/))
    await waitFor(() =>
      expect(app.location()).toBe(
        `/contract-manage/contract-query?contractId=${contract.contractId}`,
      ),
    )
  })

  test('leaving with unsaved changes asks first; 继续编辑 keeps page and tab, 离开 leaves', async () => {
    const app = await openNewWizard({ shell: true })
    fireEvent.click(screen.getByText('基金合同模板', { selector: '.template-card__name' }))
    await screen.findByText('有未保存的修改')
    clickWizard(/^返回草稿列表$/)
    await answerLeave(await leaveDialog(), /^继续编辑$/)
    expect(app.location()).toBe(`${PATH}?draft=new`)
    // Another tab loses nothing: it is not asked, and the wizard is there on coming back.
    await app.router.navigate('/contract-manage/template-center')
    await waitFor(() => expect(app.location()).toBe('/contract-manage/template-center'))
    // Refreshing the page's tab asks (bringing it to the front); staying keeps the input.
    fireEvent.contextMenu(screen.getByLabelText('关闭 合同起草').closest('[role="tab"]')!)
    fireEvent.click(
      await screen.findByText('刷新', { selector: '.ant-dropdown-menu-title-content' }),
    )
    await answerLeave(await leaveDialog(), /^继续编辑$/)
    expect(app.location()).toBe(`${PATH}?draft=new`)
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    // Closing the page's tab asks too; staying keeps the tab, 离开 closes it.
    fireEvent.click(screen.getByLabelText('关闭 合同起草'))
    await answerLeave(await leaveDialog(), /^继续编辑$/)
    expect(screen.getByLabelText('关闭 合同起草')).toBeInTheDocument()
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('关闭 合同起草'))
    await answerLeave(await leaveDialog(), /^离开$/)
    await waitFor(() => expect(screen.queryByLabelText('关闭 合同起草')).toBeNull())
    expect(app.location()).not.toContain(PATH)
  })
})
