import { beijingNow } from '@contract/beijing-time'
import { db } from '../db/db'
import type { RevealRecord } from '../db/types'
import { fail, ok, type AuthContext } from './http'
import { maskCertificate } from './investor-user-common'
import { maskMobile } from './registration-checks'

/*
 * Personal numbers leave the demo backend masked (用户管理, 联系人维护, 划款授权). The full value
 * is answered only to an explicit 查看, and each one is logged: who, which record and field,
 * when (Beijing time). An edit that leaves a masked field empty keeps the stored value.
 */

export { maskMobile }

/** 3701**********0011, the same as the other masked document numbers of the demo. */
export const maskIdNo = maskCertificate

export const REVEAL_MSG = {
  field: '查看的字段有误',
} as const

type Field = RevealRecord['field']

/** The field asked for, if it is one of those offered. */
export const fieldOf = (value: unknown, offered: readonly Field[]): Field | undefined =>
  offered.find((f) => f === value)

/** Logs the 查看 and answers the full value. */
export function revealAnswer(auth: AuthContext, record: string, field: Field, value: string) {
  db.state.revealLog.push({
    at: beijingNow(),
    userId: auth.user.userId,
    userName: auth.user.userName,
    orgId: auth.org.orgId,
    record,
    field,
  })
  return ok(value)
}

export const badField = () => fail(REVEAL_MSG.field)
