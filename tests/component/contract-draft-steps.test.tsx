import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import {
  clickWizard,
  errorsIn,
  FEES,
  fieldIn,
  fillElements,
  fillFees,
  section,
  setField,
  shownStep,
  waitForStep,
  openNewWizard,
} from './contract-helpers'
import { todoCount } from './custodian-helpers'

describe('合同起草: the wizard', { timeout: 90_000 }, () => {
  test('each step checks its fields; back and forth keeps input; 保存草稿 keeps it on the server', async () => {
    const app = await openNewWizard()
    await waitFor(() => expect(todoCount('T00042')).toBe(2))
    clickWizard(/^下一步$/)
    await within(section('选择模板')).findByText('请选择合同模板')
    expect(shownStep()).toBe('选择模板')
    fireEvent.click(screen.getByText('私募股权投资基金合同模板'))
    clickWizard(/^下一步$/)
    await waitForStep('产品要素')
    // The template decides the fund type.
    expect(within(section('产品要素')).getByText('私募股权投资基金')).toBeInTheDocument()
    clickWizard(/^下一步$/)
    await waitFor(() => expect(errorsIn('产品要素')).toContain('请填写产品名称'))
    expect(errorsIn('产品要素')).toEqual(
      expect.arrayContaining(['请选择投资策略', '请填写存续期限', '请选择开放频率']),
    )
    await fillElements(app, '泉城创新成长一号私募股权投资基金')
    setField('产品要素', '锁定期', 72)
    clickWizard(/^下一步$/)
    await waitFor(() => expect(errorsIn('产品要素')).toContain('锁定期须为 0–12 个月的整数'))
    setField('产品要素', '锁定期', 6)
    clickWizard(/^下一步$/)
    await waitForStep('费用条款')

    fillFees({ ...FEES, 管理费率: 3.5 })
    clickWizard(/^下一步$/)
    await waitFor(() => expect(errorsIn('费用条款')).toContain('管理费率须在 0%–3% 之间'))
    setField('费用条款', '管理费率', 1.2)
    clickWizard(/^上一步$/)
    await waitForStep('产品要素')
    expect(fieldIn('产品要素', '产品名称')).toHaveValue('泉城创新成长一号私募股权投资基金')
    clickWizard(/^下一步$/)
    await waitForStep('费用条款')
    expect(fieldIn('费用条款', '管理费率')).toHaveValue('1.20')

    clickWizard(/^保存草稿$/)
    await waitFor(() => expect(app.location()).toMatch(/draft=CG\d{8}\d{3}$/))
    const saved = db.state.contractDrafts.find(
      (d) => d.fundName === '泉城创新成长一号私募股权投资基金',
    )
    expect(saved).toMatchObject({ step: 2, templateCode: 'TPL0013', fees: { managementRate: 1.2 } })
    await waitFor(() => expect(todoCount('T00042')).toBe(3))
    await screen.findByText(`合同草稿 ${saved!.draftId}`)
  })

  test('保存草稿 keeps an out-of-range rate as typed, from any step (提交 checks it)', async () => {
    const app = await openNewWizard()
    fireEvent.click(screen.getByText('私募股权投资基金合同模板'))
    clickWizard(/^下一步$/)
    await waitForStep('产品要素')
    await fillElements(app, '泉城草稿一号私募股权投资基金')
    clickWizard(/^下一步$/)
    await waitForStep('费用条款')
    fillFees({ ...FEES, 管理费率: 3.5 })

    clickWizard(/^保存草稿$/)
    await screen.findByText('草稿已保存')
    const saved = () =>
      db.state.contractDrafts.find((d) => d.fundName === '泉城草稿一号私募股权投资基金')
    expect(saved()).toMatchObject({ step: 2, fees: { managementRate: 3.5 } })

    // From another step too: the rate's problem is not on show there, and it still saves.
    clickWizard(/^上一步$/)
    await waitForStep('产品要素')
    clickWizard(/^保存草稿$/)
    await waitFor(() => expect(saved()?.step).toBe(1))
    expect(saved()?.fees?.managementRate).toBe(3.5)
  })
})
