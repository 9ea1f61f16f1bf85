/** The business description (业务说明) and its feedback: shared by the client and the demo. */

/** A page's business description (portal-spec §3 User guide). */
export interface UserGuide {
  /** HTML from the server: sanitise before it touches the DOM. */
  content: string
  /** Whether the panel starts open. */
  showNotice: boolean
}

/**
 * feedBackType (portal-spec §3): "1 satisfied, 0 average, 2 complaint text, 3 and 4 sent when
 * average or satisfied is toggled off". The last clause is read in the spec's order:
 * 3 = 一般 (average) toggled off, 4 = 满意 (satisfied) toggled off. Reading back, only 1 and 0
 * mark a toggle; 3 and 4 mean nothing is marked.
 */
export const FEEDBACK_TYPE = {
  average: 0,
  satisfied: 1,
  complaint: 2,
  averageOff: 3,
  satisfiedOff: 4,
} as const

export type FeedbackType = (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE]

export interface UserRemark {
  userId: string
  menuId: number
  feedBackType: FeedbackType
  /** The complaint text for type 2; empty for a rating. */
  feedBackReview: string
}
