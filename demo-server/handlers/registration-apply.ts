import type { RegistrationFiles } from '@contract/api/registration'
import { db } from '../db/db'
import type { RegistrationRecord } from '../db/types'
import { uploadOf } from './apply-uploads'
import { isAmacManagerNo, isEmail, isMobile } from '@contract/validators'
import {
  badText,
  creditCodeProblem,
  firstProblem,
  nextApplyNo,
  orgCreditCode,
  text,
} from './registration-checks'

const FILE_LABELS: Record<keyof RegistrationFiles, string> = {
  license: '营业执照',
  amacCert: '管理人登记证明',
  authLetter: '授权委托书',
}

type Body = Record<string, unknown>

/** The fields of a registration, read and normalised from a JSON body. */
export function readRegistration(body: Body) {
  const files = (typeof body.files === 'object' && body.files !== null ? body.files : {}) as Body
  return {
    orgName: text(body.orgName),
    creditCode: text(body.creditCode).toUpperCase(),
    amacNo: text(body.amacNo).toUpperCase(),
    regAddress: text(body.regAddress),
    officeAddress: text(body.officeAddress),
    contactName: text(body.contactName),
    mobile: text(body.mobile),
    smsCode: text(body.smsCode),
    email: text(body.email),
    files: (Object.keys(FILE_LABELS) as Array<keyof RegistrationFiles>).map((kind) => ({
      kind,
      upload: uploadOf(files[kind]),
    })),
    agreed: body.agreed === true,
  }
}

type Registration = ReturnType<typeof readRegistration>

/** Why the registration cannot be accepted (before its SMS code is checked), if it cannot. */
export function registrationProblem(r: Registration): string | undefined {
  const fileProblems = r.files.map(({ kind, upload }): [boolean, string] => [
    !upload,
    `请上传${FILE_LABELS[kind]}`,
  ])
  const problem = firstProblem([
    [badText(r.orgName, 100, 2), '机构全称应为2-100个字符'],
    [!!creditCodeProblem(r.creditCode), creditCodeProblem(r.creditCode) ?? ''],
    [!isAmacManagerNo(r.amacNo), '管理人登记编号格式不正确'],
    [badText(r.regAddress, 200), '注册地址不能为空且不超过200个字符'],
    [badText(r.officeAddress, 200), '办公地址不能为空且不超过200个字符'],
    [badText(r.contactName, 30), '联系人不能为空且不超过30个字符'],
    [!isMobile(r.mobile), '手机号格式不正确'],
    [!r.smsCode, '请填写短信验证码'],
    [!isEmail(r.email), '电子邮箱格式不正确'],
    ...fileProblems,
    [!r.agreed, '请阅读并同意《管理人服务平台用户服务协议》'],
  ])
  if (problem) return problem
  if (db.state.orgs.some((o) => orgCreditCode(o) === r.creditCode)) {
    return '该机构已开通管理人服务平台，如需更换管理员请提交管理员变更申请'
  }
  const pending = db.state.registrations.some(
    (x) => x.creditCode === r.creditCode && x.status === 'pending',
  )
  return pending ? '该机构已有待审核的注册申请' : undefined
}

export function recordRegistration(r: Registration): RegistrationRecord {
  const { smsCode: _code, agreed: _agreed, files, ...fields } = r
  const record: RegistrationRecord = {
    applyNo: nextApplyNo(
      'REG',
      db.state.registrations.map((x) => x.applyNo),
    ),
    status: 'pending',
    submittedAt: new Date(Date.now()).toISOString(),
    ...fields,
    files: files.flatMap(({ kind, upload }) => (upload ? [{ kind, ...upload }] : [])),
  }
  db.state.registrations.push(record)
  return record
}
