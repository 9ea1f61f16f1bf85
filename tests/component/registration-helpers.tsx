import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { useNodeFormData } from '../utils/node-form-data'
import { renderApp } from '../utils/render-app'

/** Shared steps of the /reg and /mgr-change component tests. */
export type App = ReturnType<typeof renderApp>

export const NEW_CREDIT_CODE = '91370100MA3Q1X2Y3A'
export const TAISHAN_CREDIT_CODE = '91370900MA3F6P3C8A'

export const field = (label: string) => screen.getByLabelText(label, { exact: true })

/**
 * Sets a field's text in one change event. user-event's typing and even its clicks are slow
 * with antd in jsdom on a busy machine; what these tests check is the form, not the typing.
 */
export function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } })
}

/** Leaves a field: what the forms validate on. */
export const leave = (label: string) => fireEvent.blur(field(label))

/** A button by its text (antd spaces 2-character labels: match with a RegExp). */
export const button = (name: RegExp | string) => {
  const text = typeof name === 'string' ? name : undefined
  const found = screen
    .getAllByRole('button')
    .find((b) => (text ? b.textContent === text : (name as RegExp).test(b.textContent ?? '')))
  if (!found) throw new Error(`no button ${String(name)}`)
  return found
}
export const click = (name: RegExp | string) => fireEvent.click(button(name))
export const next = () => click(/下一步/)

/**
 * Uploads through the demo server keep their file names: msw copies a jsdom FormData into
 * Node's and so loses a jsdom File's name ('blob'); Node's own FormData and File keep it.
 */
export const useNodeUploads = useNodeFormData

const PDF_BYTES = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]

export const pdf = (name: string, bytes = PDF_BYTES) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

/** Picks files on a labelled upload (the change event antd's picker listens to). */
export function pick(label: string, file: File) {
  fireEvent.change(field(label), { target: { files: [file] } })
}

export async function openRegistration() {
  const app = renderApp('/reg')
  await screen.findByText('管理人注册', { selector: 'h1' }, { timeout: 15_000 })
  return app
}

export function fillOrgStep(creditCode = NEW_CREDIT_CODE) {
  fill('机构全称', '历城稳健私募基金管理有限公司')
  fill('统一社会信用代码', creditCode)
  fill('管理人登记编号', 'P1071234')
  fill('注册地址', '山东省济南市历城区工业北路 88 号')
  fill('办公地址', '山东省济南市历城区工业北路 88 号 6 层')
}

/** The contact step with a code sent and the demo code typed. */
export async function fillContactStep(code = '8888') {
  fill('联系人', '周联络')
  fill('手机号', '13912345678')
  fill('电子邮箱', 'ops@licheng-pf.example.cn')
  click('获取验证码')
  await screen.findByText(/\d+秒后重新获取/)
  fill('短信验证码', code)
}

export const onStep = (title: string) => screen.findByText(title, { selector: 'h2' })

export async function uploadDocuments() {
  pick('营业执照', pdf('营业执照.pdf'))
  pick('管理人登记证明', pdf('登记证明.pdf'))
  pick('授权委托书', pdf('授权委托书.pdf'))
  await waitFor(() => expect(screen.getAllByText(/上传成功/)).toHaveLength(3))
}

/** From an empty form to the confirm step with the agreement ticked. */
export async function reachConfirm() {
  fillOrgStep()
  next()
  await onStep('第 2 步：联系人')
  await fillContactStep()
  next()
  await onStep('第 3 步：上传材料')
  await uploadDocuments()
  next()
  await onStep('第 4 步：确认提交')
  fireEvent.click(screen.getByRole('checkbox'))
}

export const submit = () => click('提交申请')
