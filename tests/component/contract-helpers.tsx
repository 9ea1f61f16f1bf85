import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { LEAVE_GUARD_TEXT } from '@/components/leave-guard-dialog'
import type { App } from './custodian-helpers'
import { buttonIn, choose, openPage } from './custodian-helpers'

/*
 * Shared steps of 合同管理's page tests: the wizard's sections, its fields (set by one change
 * event each: typing into antd in jsdom is slow) and its buttons.
 */

/** The wizard's section on show: 选择模板, 产品要素, 费用条款, 合同各方 or 复核. */
export const shownStep = () =>
  document
    .querySelector('form[id="contract-draft"] section:not([hidden])')
    ?.getAttribute('aria-label')

export const section = (name: string) =>
  document.querySelector(`form[id="contract-draft"] section[aria-label="${name}"]`) as HTMLElement

/** A field by its label within a section. */
export const fieldIn = (name: string, label: string) => within(section(name)).getByLabelText(label)

export const setField = (name: string, label: string, value: string | number) =>
  fireEvent.change(fieldIn(name, label), { target: { value: String(value) } })

/** A button of the wizard's action bar or card. */
export const wizardButton = (text: RegExp) =>
  buttonIn(document.querySelector('.ant-card') as HTMLElement, text)

export const clickWizard = (text: RegExp) => fireEvent.click(wizardButton(text))

/** The form's error messages now on show in a section. */
export const errorsIn = (name: string) =>
  [...section(name).querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent)

export async function waitForStep(name: string) {
  await waitFor(() => expect(shownStep()).toBe(name))
}

/** 产品要素 filled in as a manager would (the fund type comes from the template). */
export async function fillElements(app: App, fundName: string) {
  setField('产品要素', '产品名称', fundName)
  await choose(app, '投资策略', '量化对冲', section('产品要素'))
  fireEvent.click(within(section('产品要素')).getByText('R3'))
  setField('产品要素', '存续期限', 60)
  setField('产品要素', '最低认购金额', 1000000)
  fireEvent.click(within(section('产品要素')).getByText('每季度'))
  await waitFor(() => fieldIn('产品要素', '开放日'))
  setField('产品要素', '开放日', 15)
  setField('产品要素', '锁定期', 6)
}

export function fillFees(fees: Record<string, number>) {
  for (const [label, value] of Object.entries(fees)) setField('费用条款', label, value)
}

export const FEES = {
  管理费率: 1.5,
  托管费率: 0.05,
  外包服务费率: 0.03,
  认购费率: 1,
  赎回费率: 0.5,
  业绩报酬计提比例: 20,
  业绩报酬计提基准: 6,
}

export function fillParties() {
  const box = section('合同各方')
  fireEvent.click(within(box).getByText('本公司（基金服务部）'))
  fireEvent.click(within(box).getByText('机构合格投资者'))
  setField('合同各方', '管理人联系人', '陈思远')
  setField('合同各方', '联系电话', '13805310199')
}

/** The dialog asking before unsaved changes are lost, once it shows. */
export async function leaveDialog() {
  const text = await screen.findByText(LEAVE_GUARD_TEXT.content)
  await waitFor(() => expect(text).toBeVisible())
  return text.closest('.ant-modal') as HTMLElement
}

/** Answers the leave dialog and waits for it to close. */
export async function answerLeave(dialog: HTMLElement, choice: RegExp) {
  fireEvent.click(buttonIn(dialog, choice))
  await waitFor(() => expect(within(dialog).getByText(LEAVE_GUARD_TEXT.content)).not.toBeVisible())
}

export const DRAFT_PATH = '/contract-manage/contract-draft'

/** The wizard of a new draft, from the list's 新建合同. */
export async function openNewWizard({ shell = false } = {}) {
  const app = await openPage(DRAFT_PATH, 'manager', { shell })
  fireEvent.click(buttonIn(document.body, /^新建合同$/))
  await waitFor(() => expect(app.location()).toBe(`${DRAFT_PATH}?draft=new`))
  await screen.findByText('基金合同模板', { selector: '.template-card__name' })
  return app
}
