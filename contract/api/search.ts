/** The global search's hits (portal-spec §3 "Search results"), shared by the client and the demo. */

/** GET /menu/search: a menu page whose name, description or chain matches (pinyin too). */
export interface MenuHit {
  menuId: number
  menuName: string
  desc: string
  menuChainName: string
  /** 1 when the user may open it; others are returned too, shown with a lock. */
  ifAuth: number
  menuLevel: number
  menuUrl: string
  newFlag: string
  parMenuId: number
}

/** GET /query/templateCenter/searchTemplateList: a downloadable template. */
export interface TemplateHit {
  name: string
  remark: string
  /** The archive's id for GET /downloadArchive (fileId). */
  fileCode: string
}

export interface TemplateSearchResult {
  result: TemplateHit[]
}

/** GET /faq/answerContent?question: an FAQ whose title matches; the answer comes by faqId. */
export interface FaqHit {
  faqId: string
  title: string
  /** HTML from the server: sanitise before it reaches the DOM. */
  answer?: string
}

/** GET /faq/answerContent?faqId: one FAQ with its answer (HTML). */
export interface FaqAnswer {
  faqId: string
  title: string
  answer: string
}
