/** 发送配置's pages: the list (a menu) and the view and edit pages (static, by ?id). */
export const EMAIL_PATHS = {
  list: '/valuation-check/email-manage',
  see: '/valuation-check/email-recipient-type-manage/see-email-manage-details',
  edit: '/valuation-check/email-recipient-type-manage/edit-email-manage-info',
} as const

export const emailSeePath = (typeId: string) =>
  `${EMAIL_PATHS.see}?id=${encodeURIComponent(typeId)}`
export const emailEditPath = (typeId?: string) =>
  typeId ? `${EMAIL_PATHS.edit}?id=${encodeURIComponent(typeId)}` : EMAIL_PATHS.edit
