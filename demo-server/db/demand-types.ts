import type { DemandSuggestion } from '@contract/api/demand'
import type { UploadedFile } from '@contract/api/upload'

/** Tables behind 需求建议 (/demand-suggestions). */

/** A suggestion and whose it is; newest first in the table. */
export interface DemandRecord extends DemandSuggestion {
  userId: string
}

/** A file received by POST /rest/demand/upload (its content is not kept). */
export interface DemandUploadRecord extends UploadedFile {
  /** Only its uploader may attach it, and only once. */
  userId: string
  uploadedAt: number
  used: boolean
}

export interface DemandTables {
  /** Every user's suggestions, newest first. */
  demands: DemandRecord[]
  /** Attachments by fileId (the last 200). */
  demandUploads: Record<string, DemandUploadRecord>
}
