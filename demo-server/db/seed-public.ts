import type { NewsArticle, NewsCategory } from '@contract/api/public-site'
import { NEWS } from './seed-news-items'

/*
 * The public site's news (enough for several pages), fixed and newest first. The raising
 * accounts are in seed-collect-accounts.ts, the disclosures in seed-disclosures.ts.
 */

const FIRST_DATE = Date.UTC(2025, 5, 18)
const DAY = 86_400_000

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')

const CLOSING: Record<NewsCategory, string> = {
  公司动态: '如需了解详情，请致电服务热线 0531-68889518，或联系您的专属客户经理。',
  行业资讯: '以上内容仅供参考，不构成任何投资建议。市场有风险，投资需谨慎。',
  监管动态: '以上内容为我司对公开监管信息的整理，具体要求请以监管机构发布的正式文件为准。',
}

/** News, newest first: one every eight or nine days back from the first date. */
export const seedNews: readonly NewsArticle[] = NEWS.map(
  ([title, category, source, summary, detail], index) => ({
    id: `N${String(NEWS.length - index).padStart(4, '0')}`,
    title,
    category,
    source,
    summary,
    publishDate: new Date(FIRST_DATE - (index * 8 + Math.floor(index / 2)) * DAY)
      .toISOString()
      .slice(0, 10),
    content: paragraphs(summary, detail) + `<p class="news-closing">${CLOSING[category]}</p>`,
  }),
)
