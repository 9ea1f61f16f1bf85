/**
 * One step in the life of an application or instruction (screens.md "Status timeline"):
 * submitted, custodian review, confirmed / returned with reason.
 */
export interface TimelineStep {
  /** What happened: 提交申请, 托管复核, 已确认, 已退回… */
  title: string
  /** done: it happened; current: waiting on it; returned: sent back (with a reason); todo: ahead. */
  state: 'done' | 'current' | 'returned' | 'todo'
  /** ISO 8601 with an offset, or Beijing's YYYY-MM-DD HH:mm:ss; absent for steps ahead. */
  at?: string
  /** Who acted: a person or a team (托管运营部). */
  actor?: string
  /** Why it was returned, or a remark. */
  reason?: string
}
