import type { TimelineStep } from './timeline'

/**
 * 电子签约 (electronic-signature, issue 9): documents awaiting the organisation's seal, the
 * signed ones, and the organisation's seals. The endpoints are our choice (docs/api.md
 * "电子签约"), shared by the client and the demo backend.
 */

export const SIGN_DOC_TYPES = {
  contract: '基金合同',
  supplement: '补充协议',
  custody: '托管协议',
  risk: '风险揭示书',
  authorization: '授权委托书',
} as const
export type SignDocType = keyof typeof SIGN_DOC_TYPES

/**
 * Where a document came from, and so its to-do key: one the custodian sent for the seal is
 * 待签署 (T00034); one the organisation's own staff prepared waits on 确认签署 (T00058).
 */
export const SIGN_SOURCES = { custodian: '托管人发起', org: '本机构发起' } as const
export type SignSource = keyof typeof SIGN_SOURCES

export type SignDocStatus = 'pending' | 'signed'

/** A document to sign, as the 待签署 list shows it. Times: Beijing YYYY-MM-DD HH:mm:ss. */
export interface SignDocument {
  docId: string
  /** 文件编号. */
  docNo: string
  docType: SignDocType
  /** 文件名称: the fund's name and the document's (泉城稳健一号补充协议（二）). */
  title: string
  fundCode: string
  fundName: string
  source: SignSource
  /** 发起方: 托管运营部, or the colleague who prepared it. */
  initiator: string
  initiatedAt: string
  /** 截止日期, YYYY-MM-DD. */
  deadline: string
  pages: number
  status: SignDocStatus
}

/** Where the seal sits: the page (from 1) and its centre in percent of the page's size. */
export interface SealPlacement {
  page: number
  x: number
  y: number
}

/** A signed document, as 签署记录 lists it. */
export interface SignRecord extends SignDocument, SealPlacement {
  signer: string
  sealId: string
  sealName: string
  sealType: SealType
  signedAt: string
}

export interface SignRecordDetail extends SignRecord {
  /** 发起 → 盖章 → 短信确认 → 已签署. */
  steps: TimelineStep[]
  /** What the seal image draws (the organisation's name, or the legal representative's). */
  seal: SealFace
}

/** A document's text, one page at a time, as HTML to sanitise before it is shown. */
export interface SignDocPages {
  docId: string
  title: string
  pages: Array<{ page: number; html: string }>
}

export const SEAL_TYPES = {
  official: '公章',
  contract: '合同专用章',
  finance: '财务专用章',
  legal: '法人章',
} as const
export type SealType = keyof typeof SEAL_TYPES

export const SEAL_STATUS_LABEL = { enabled: '启用', disabled: '停用', pending: '待审核' } as const
export type SealStatus = keyof typeof SEAL_STATUS_LABEL

/** What a seal's image shows: a round seal with the name around a star, or a square 法人章. */
export interface SealFace {
  sealType: SealType
  /** Around the edge of a round seal; the two or three characters of a 法人章. */
  text: string
  /** Under the star (合同专用章); empty for 公章 and 法人章. */
  label: string
}

export interface SealUser {
  userId: string
  realName: string
  userName: string
}

/** A seal of the organisation (印章管理). */
export interface Seal extends SealFace {
  sealId: string
  /** 印章编码. */
  sealNo: string
  sealName: string
  status: SealStatus
  /** Who may use it to sign. */
  users: SealUser[]
  /** 备案日期, YYYY-MM-DD. */
  registeredDate: string
  /** 证书有效期至, YYYY-MM-DD. */
  certValidTo: string
}

/** POST confirmSign: the seal placed, and the SMS code that confirms it. */
export interface SignConfirm extends SealPlacement {
  docId: string
  sealId: string
  smsCode: string
}

export interface SignCodeSent {
  mobile: string
  /** The demo backend's code (it sends no SMS). */
  demoCode?: string
}
