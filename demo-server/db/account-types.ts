import type { LoginMethod, ReleaseNote } from '@contract/api/account'

/** One login or refused attempt (个人中心 · 最近登录). */
export interface LoginRecordRow {
  id: string
  userId: string
  orgId: string
  /** ISO 8601. */
  at: string
  method: LoginMethod
  ip: string
  region: string
  success: boolean
  failReason?: string
}

/** A user's customer service code (客服识别码). */
export interface ServiceCodeRecord {
  code: string
  expiresAt: number
}

export interface AccountTables {
  /** Logins of every user, oldest first; queryLoginRecords answers a user's newest first. */
  loginRecords: LoginRecordRow[]
  /** The current customer service code by userId; issued on first ask. */
  serviceCodes: Record<string, ServiceCodeRecord>
  /** 新功能速递's release notes, newest first. */
  releaseNotes: ReleaseNote[]
}
