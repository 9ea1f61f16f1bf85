import type { UploadedFile } from './upload'

/**
 * 需求建议 (portal-spec §2 /demand-suggestions). The spec names no endpoints; these are our
 * choice (docs/api.md, "Demand suggestions"), shared by the client and the demo backend.
 */

export const DEMAND_CATEGORIES = ['功能优化', '新增功能', '数据问题', '界面体验', '其他'] as const
export type DemandCategory = (typeof DEMAND_CATEGORIES)[number]

/** Where a suggestion stands; the operations team moves it on and replies. */
export const DEMAND_STATUSES = ['pending', 'processing', 'adopted', 'replied', 'declined'] as const
export type DemandStatus = (typeof DEMAND_STATUSES)[number]

export const DEMAND_STATUS_LABEL: Readonly<Record<DemandStatus, string>> = {
  pending: '待处理',
  processing: '处理中',
  adopted: '已采纳',
  replied: '已回复',
  declined: '暂不采纳',
}

/** The description's limit, in UTF-16 units (what a Java backend counts). */
export const DEMAND_TEXT_MAX = 2000

/** Attachments: these extensions (lower case), up to 10 MB. */
export const DEMAND_ATTACHMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg', 'jpeg']
export const DEMAND_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024

export interface DemandReply {
  replyId: string
  /** Who replied: a team's or a person's name. */
  replier: string
  /** Plain text. */
  content: string
  /** YYYY-MM-DD HH:mm:ss */
  repliedAt: string
}

/** One of the user's suggestions, as POST /rest/demand/queryMyList lists it. */
export interface DemandSuggestion {
  demandId: string
  category: DemandCategory
  /** Plain text, 1–2000 characters. */
  content: string
  attachment?: UploadedFile
  status: DemandStatus
  /** YYYY-MM-DD HH:mm:ss */
  submittedAt: string
  /** Oldest first. */
  replies: DemandReply[]
}

/** POST /rest/demand/submit: `attachmentId` a fileId the caller got from /rest/demand/upload. */
export interface DemandSubmit {
  category: string
  content: string
  attachmentId?: string
}

export interface DemandListQuery {
  userId: string
  /** Empty for every status. */
  status?: DemandStatus | ''
  pageNo: number
  pageSize: number
}
