/**
 * What 产品成立 and 产品清算 applications carry (issue 8): their documents. Shared by the
 * client (FileUpload's checks, the document list) and the demo backend (its own checks).
 */

/** Each kind of document, what it is called and which file types it may be. */
export const APPLICATION_DOCS = {
  contract: { label: '基金合同', accept: ['pdf'] },
  capital: { label: '募集结束证明/验资报告', accept: ['pdf'] },
  investors: { label: '投资者名册', accept: ['xlsx', 'pdf'] },
  liquidationReport: { label: '清算报告', accept: ['pdf'] },
} as const satisfies Record<string, { label: string; accept: readonly string[] }>

export type ApplicationDocKind = keyof typeof APPLICATION_DOCS
export const APPLICATION_DOC_KINDS = Object.keys(APPLICATION_DOCS) as ApplicationDocKind[]

/** A document may be up to 20 MB. */
export const APPLICATION_DOC_MAX_BYTES = 20 * 1024 * 1024

/** A document an application holds (a file from POST /rest/product/application/upload). */
export interface ApplicationDocument {
  kind: ApplicationDocKind
  fileId: string
  fileName: string
  /** Bytes. */
  size: number
}

/** A document named in a submission: the kind and the fileId the upload answered. */
export interface ApplicationDocRef {
  kind: ApplicationDocKind
  fileId: string
}

/** The documents a submission lacks, as the message names them: 基金合同、投资者名册. */
export const missingDocsText = (kinds: readonly ApplicationDocKind[]) =>
  `请上传以下材料：${kinds.map((k) => APPLICATION_DOCS[k].label).join('、')}`

/** A fund an application may be made for (the form's choices). */
export interface ApplicationFund {
  fundCode: string
  fundName: string
  /** 产品分红: the latest unit NAV and its date (the plan may not pay more a unit). */
  unitNav?: number
  navDate?: string
}
