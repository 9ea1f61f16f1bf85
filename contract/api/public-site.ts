/**
 * The public site's calls (portal-spec §2, §7). The spec names getCollectAccountList and
 * wxQrCodeLogin; the news, disclosure and QR-code calls are our choice (docs/api.md).
 */

export type { PagedList } from './paged-list'

export type NewsCategory = '公司动态' | '行业资讯' | '监管动态'

/** GET /isNotLogin/news: one news item in the list. */
export interface NewsItem {
  id: string
  title: string
  category: NewsCategory
  /** YYYY-MM-DD */
  publishDate: string
  source: string
  summary: string
}

/** GET /isNotLogin/news/{id}: the article; `content` is HTML, sanitised before it is shown. */
export interface NewsArticle extends NewsItem {
  content: string
}

/** The three disclosure lists of /info-disclosure. */
export type DisclosureCategory = 'public-funds' | 'bank-financing' | 'notice-release'

export interface DisclosureAttachment {
  fileId: string
  fileName: string
  /** Bytes. */
  size: number
}

/** GET /isNotLogin/disclosure: one disclosure in a list. */
export interface DisclosureItem {
  id: string
  category: DisclosureCategory
  title: string
  /** YYYY-MM-DD */
  publishDate: string
  attachmentCount: number
}

/** GET /isNotLogin/disclosure/{id}: `content` is HTML, sanitised before it is shown. */
export interface DisclosureDetail extends Omit<DisclosureItem, 'attachmentCount'> {
  content: string
  attachments: DisclosureAttachment[]
}

/** POST /isNotLogin/getCollectAccountList: a fund's raising (募集) account. */
export interface CollectAccount {
  collectAccount: string
  accountName: string
  bankName: string
  fundCode: string
  fundName: string
  managerName: string
  /** 正常 or 已销户 */
  accountStatus: string
  /** YYYY-MM-DD */
  openDate: string
}

/** GET /isNotLogin/wxQrCode: a WeChat login code and what its QR picture encodes. */
export interface WxQrCode {
  code: string
  /** The address the QR picture encodes (WeChat's confirmation page for the code). */
  qrUrl: string
  /** Seconds from now: the client counts from its own clock, whatever the server's says. */
  expiresIn: number
}

/** GET /isNotLogin/wxQrCode/status: waiting for a scan, confirmed in WeChat, or expired. */
export interface WxQrStatus {
  status: 'waiting' | 'confirmed' | 'expired'
}
