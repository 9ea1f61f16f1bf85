import type { Menu } from '@contract/api'
import type { NoticeType } from '@contract/api/notice'
import type { HomeModuleSetting } from '@contract/api/home'
import type {
  AdminChangeRequestRecord,
  ApplyCodeRecord,
  RegistrationRecord,
  UploadRecord,
} from './registration-types'
export type * from './registration-types'
import type { PasswordResetTables } from './password-reset-types'
export type * from './password-reset-types'
import type { AccountTables } from './account-types'
export type * from './account-types'
import type { DemandTables } from './demand-types'
export type * from './demand-types'
import type { PayAccountChangeTables } from './pay-account-change-types'
export type * from './pay-account-change-types'
import type { FundApplicationTables } from './fund-application-types'
export type * from './fund-application-types'
import type { CustodianTables } from './custodian-types'
import type { ValuationReportTables } from './valuation-report-types'
export type * from './custodian-types'
import type { ESignTables } from './e-sign-types'
export type * from './e-sign-types'
import type { DataSubmissionTables } from './data-submission-types'
export type * from './data-submission-types'
import type { ValuationTables } from './valuation-types'
export type * from './valuation-types'
import type { ContractTables } from './contract-types'
import type { RoleTables } from './role-types'
export type * from './role-types'
import type { SalesTables } from './sales-types'
import type { TransferAgentTables } from './ta-tables'
export type * from './ta-tables'
import type { FundContactRecord, FundEventRecord, FundRecord } from './fund-types'
export type * from './fund-types'
export type * from './contract-types'
import type { InvestorUserTables } from './investor-user-types'
export type * from './investor-user-types'

/** Tables of the demo backend's in-memory database. Everything is JSON, so it can persist. */
export interface OrgRecord {
  orgId: string
  orgName: string
  /** 统一社会信用代码; /mgr-change matches name and code. */
  creditCode?: string
}

export interface UserRecord {
  userId: string
  userName: string
  realName: string
  password: string
  mobile: string
  /** Identity document (contract/id-types.ts) and number; /reset-password checks them. */
  idType?: string
  idCode?: string
  /** First one is where a login lands. */
  orgIds: string[]
  /** Roles (RoleRecord.roleId); the user's menus are the union of their grants. */
  roleIds: string[]
  /** 停用 in 用户管理: may not log in. */
  disabled?: boolean
  /** The password is a temporary one (用户管理's 新增 / 重置密码): changed before anything else. */
  mustChangePassword?: boolean
}

export interface SessionRecord {
  token: string
  userId: string
  orgId: string
  expiresAt: number
}

export interface CodeRecord {
  code: string
  expiresAt: number
}

/** Something waiting for the manager's organisation; each counts towards one to-do key. */
export interface PendingItemRecord {
  id: string
  /** A key of contract/todo-menus.ts (portal-spec §3 Todo counts). */
  todoKey: string
  orgId: string
  title: string
  /** ISO 8601. */
  createdAt: string
}

/** A pending item finished in this session; the done list shows it above the history. */
export interface DoneItemRecord {
  id: string
  orgId: string
  todoKey: string
  title: string
  /** ISO 8601. */
  createdAt: string
  /** ISO 8601. */
  doneAt: string
  result: string
}

/**
 * An offline export (下载中心). Its progress follows from the time since `createdAt`; the file
 * is built again from `source` and `params` when downloaded, so no bytes are stored here.
 */
export interface DownloadTaskRecord {
  taskId: string
  userId: string
  orgId: string
  source: string
  params: Record<string, unknown>
  /** With .xlsx. */
  fileName: string
  rows: number
  /** ms since 1970. */
  createdAt: number
  /** Set when it failed: the reason shown. */
  failedReason?: string
  /** Bytes, measured once when it became ready. */
  size?: number
  /** The owner has been sent the ready message (exactly once). */
  notified: boolean
}

export interface MessageRecord {
  id: string
  userId: string
  title: string
  content: string
  /** YYYY-MM-DD HH:mm:ss */
  pubTime: string
  read: boolean
}

/** A notice of 通知公告, published to every user; who has read it is kept apart. */
export interface AnnouncementRecord {
  id: string
  title: string
  type: NoticeType
  publisher: string
  /** YYYY-MM-DD HH:mm */
  publishTime: string
  /** HTML. */
  content: string
  attachments: Array<{ fileId: string; fileName: string }>
}

/** A rating or complaint about a page (portal-spec §3 Feedback), in the order received. */
export interface RemarkRecord {
  userId: string
  menuId: number
  /** 1 满意, 0 一般, 2 complaint (text in feedBackReview), 3 一般 off, 4 满意 off. */
  feedBackType: number
  feedBackReview: string
  /** ISO 8601. */
  at: string
}

/** One 查看 of a masked value: who saw which record's full value, and when. */
export interface RevealRecord {
  /** Beijing time, YYYY-MM-DD HH:mm:ss. */
  at: string
  userId: string
  userName: string
  orgId: string
  /** What was looked at, as kind:id (gm-user:U1003, fund-contact:FC0001, signer:SQ1001). */
  record: string
  field: 'mobile' | 'idNo'
}

export interface WxQrRecord {
  expiresAt: number
  /** Whose WeChat confirmed the login; unset until scanned. */
  scannedBy?: string
}

export interface DbState
  extends
    PasswordResetTables,
    AccountTables,
    DemandTables,
    CustodianTables,
    ESignTables,
    DataSubmissionTables,
    ValuationReportTables,
    ValuationTables,
    PayAccountChangeTables,
    FundApplicationTables,
    ContractTables,
    RoleTables,
    InvestorUserTables,
    SalesTables,
    TransferAgentTables {
  version: number
  /** The Beijing day the demo was seeded (YYYY-MM-DD): every seeded date is relative to it. */
  seedDay: string
  /** How many times faster the demo's clock-driven work runs (the `pace` scenario); 1 unset. */
  pace?: number
  orgs: OrgRecord[]
  users: UserRecord[]
  sessions: SessionRecord[]
  /** Outstanding image codes by imageId. */
  imageCodes: Record<string, CodeRecord>
  /** Outstanding SMS codes by userName, with when the last one was sent. */
  smsCodes: Record<string, CodeRecord & { sentAt: number }>
  /** Single sign-on codes (ucCode) and whose they are. */
  ssoCodes: Record<string, string>
  sysEnv: string
  /** Favourite (常用) menu ids by userId, in the user's order. */
  favorites: Record<string, number[]>
  /** Pending to-do items of every organisation; queryToDoCount counts them by key. */
  pendingItems: PendingItemRecord[]
  /** Pending items finished in this session (the generated done history is not stored). */
  doneItems: DoneItemRecord[]
  /** Offline exports of every user, oldest first. */
  downloadTasks: DownloadTaskRecord[]
  /** Messages to users (the header's unread badge counts the unread ones). */
  messages: MessageRecord[]
  /** 通知公告, newest first. */
  announcements: AnnouncementRecord[]
  /** Ids of the notices each user has opened, by userId. */
  announcementReads: Record<string, string[]>
  /** Ratings and complaints about pages; getUserRemark answers the latest rating. */
  remarks: RemarkRecord[]
  /** Menus every user also gets (the many-menus scenario); empty in the normal demo. */
  extraMenus: Menu[]
  /** WeChat QR login codes by code: issued on the login page, confirmed by a scan. */
  wxQrCodes: Record<string, WxQrRecord>
  /** Applications for access (/reg), oldest first. */
  registrations: RegistrationRecord[]
  /** Requests to change an organisation's administrator (/mgr-change), oldest first. */
  adminChangeRequests: AdminChangeRequestRecord[]
  /** Files uploaded for those applications, by fileId. */
  applyUploads: Record<string, UploadRecord>
  /** Their SMS codes, by purpose and mobile. */
  applyCodes: Record<string, ApplyCodeRecord>
  /** Every organisation's funds. */
  funds: FundRecord[]
  /** The funds' calendar events, by date (three months around the seed date). */
  fundEvents: FundEventRecord[]
  /** Each user's home page modules, in order (saveUserHomepageModuleSettings), by userId. */
  homeModuleSettings: Record<string, HomeModuleSetting[]>
  /** 产品查询's contacts of every organisation's funds (/funds-query-contact). */
  fundContacts: FundContactRecord[]
  /** Every 查看 of a masked mobile or ID number, oldest first (the server masks by default). */
  revealLog: RevealRecord[]
}
