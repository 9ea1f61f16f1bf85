import { http } from 'msw'
import type { ApplicationStatusView } from '@contract/api/registration'
import { db } from '../db/db'
import { adminChangeProblem, readAdminChange, recordAdminChange } from './admin-change-apply'
import { checkApplyCode, sendApplyCode, type CodePurpose } from './apply-codes'
import { receiveUpload } from './apply-uploads'
import { api, fail, ok } from './http'
import { isMobile } from '@contract/validators'
import { maskMobile } from './registration-checks'
import { readRegistration, recordRegistration, registrationProblem } from './registration-apply'

/*
 * The hidden public pages /reg (管理人注册) and /mgr-change (管理员变更): endpoints of our own
 * under /isNotLogin/ (docs/api.md). No session: the SMS code proves the mobile.
 */

const query = (request: Request, name: string) =>
  (new URL(request.url).searchParams.get(name) ?? '').trim()

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.json().catch(() => undefined)
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined
}

const sendCode = (purpose: CodePurpose) =>
  http.post(api(`/isNotLogin/${purpose}/sendCode`), ({ request }) => {
    const mobile = query(request, 'mobile')
    if (!isMobile(mobile)) return fail('手机号格式不正确')
    const sent = sendApplyCode(purpose, mobile)
    if ('error' in sent) return fail(sent.error)
    return ok({ mobile: maskMobile(mobile), demoCode: sent.code })
  })

function statusOf(applyNo: string): ApplicationStatusView | undefined {
  const reg = db.state.registrations.find((x) => x.applyNo === applyNo)
  const change = db.state.adminChangeRequests.find((x) => x.applyNo === applyNo)
  const found = reg ?? change
  if (!found) return undefined
  const { status, submittedAt, reviewedAt, remark, orgName } = found
  const kind = reg ? 'registration' : 'adminChange'
  return { applyNo, kind, orgName, status, submittedAt, reviewedAt, remark }
}

export const registrationHandlers = [
  sendCode('reg'),
  sendCode('mgrChange'),

  /** Checks the code at the 联系人 step without using it up (wrong ones count all the same). */
  http.post(api('/isNotLogin/reg/checkCode'), ({ request }) => {
    const mobile = query(request, 'mobile')
    if (!isMobile(mobile)) return fail('手机号格式不正确')
    const problem = checkApplyCode('reg', mobile, query(request, 'code'), false)
    return problem ? fail(problem) : ok(true)
  }),

  http.post(api('/isNotLogin/reg/upload'), async ({ request }) => {
    const form = await request.formData().catch(() => undefined)
    if (!form) return fail('请选择要上传的文件')
    const received = await receiveUpload(form)
    if (typeof received === 'string') return fail(received)
    const { fileId, fileName, size } = received
    return ok({ fileId, fileName, size })
  }),

  http.post(api('/isNotLogin/reg/apply'), async ({ request }) => {
    const body = await jsonBody(request)
    if (!body) return fail('请求格式不正确')
    const registration = readRegistration(body)
    const problem =
      registrationProblem(registration) ??
      checkApplyCode('reg', registration.mobile, registration.smsCode, true)
    if (problem) return fail(problem)
    const { applyNo, status, submittedAt, mobile } = recordRegistration(registration)
    return ok({ applyNo, status, submittedAt, mobile: maskMobile(mobile) })
  }),

  http.post(api('/isNotLogin/mgrChange/apply'), async ({ request }) => {
    const body = await jsonBody(request)
    if (!body) return fail('请求格式不正确')
    const change = readAdminChange(body)
    const checked = adminChangeProblem(change)
    if ('problem' in checked) return fail(checked.problem)
    const { mobile, smsCode } = change.newAdmin
    const codeProblem = checkApplyCode('mgrChange', mobile, smsCode, true)
    if (codeProblem) return fail(codeProblem)
    const { applyNo, status, submittedAt } = recordAdminChange(change, checked.org)
    return ok({ applyNo, status, submittedAt, mobile: maskMobile(mobile) })
  }),

  http.get(api('/isNotLogin/reg/status'), ({ request }) => {
    const applyNo = query(request, 'applyNo').toUpperCase()
    if (!applyNo) return fail('请输入申请编号')
    const found = statusOf(applyNo)
    return found ? ok(found) : fail('未查询到该申请，请核对申请编号')
  }),
]
