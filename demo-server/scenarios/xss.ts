import { http, type HttpHandler } from 'msw'
import type { Menu } from '@contract/api'
import type { FaqAnswer, FaqHit, TemplateHit } from '@contract/api/search'
import type { DbState } from '../db/types'
import { menusFor } from '../handlers/menu-handlers'
import { api, authOf, fail, ok, userView } from '../handlers/http'
import type { PushClient } from '../ws/push'
import type { Scenario } from './types'
import { xssChartHandlers } from './xss-charts'
import { seedXssFunds } from './xss-funds'
import { seedXssNotices } from './xss-notices'
import { xssReleaseNotes } from './xss-release-notes'
import { seedXssDemands, xssDemandFaqHandlers } from './xss-demand-faq'
import {
  FAQ_CHUNK,
  HOSTILE_PAGE_URLS,
  payloadAt,
  payloadBlocks,
  payloadLabel,
  XSS_FAQ_COUNT,
  XSS_KEYWORD,
  XSS_PAYLOADS,
  XSS_SERVICE_REFUSAL,
  xssExternalUrl,
  xssPageUrl,
} from './xss-payloads'

/*
 * `xss`: hostile HTML and script in every piece of server text the portal shows today:
 * organisation and user names, the environment name, messages, 通知公告 (xss-notices.ts),
 * pushed notices, menu names, descriptions and embedded-page addresses, business
 * descriptions, search hits (menus, templates, FAQ titles and answers), server error
 * messages, the image code, the avatar, 新功能速递's release notes (versions, dates and
 * notes; every 载荷 menu is flagged new too), and 需求建议's suggestions and replies and
 * 百问百答's categories (xss-demand-faq.ts), and the names charts show (xss-charts.ts).
 * Everything searchable carries XSS_KEYWORD. The security suite (tests/e2e/security-*.e2e.ts)
 * visits each place and checks nothing ran.
 */

const payload = payloadAt

/** The 载荷 navigation group: one page per payload, in sections of 30, and hostile embeds. */
export const XSS_GROUP_ID = 77
const PAGES_PER_SECTION = 30
const EXTERNAL_SECTION = 99
export const xssPageId = (index: number) =>
  (XSS_GROUP_ID * 100 + Math.floor(index / PAGES_PER_SECTION) + 1) * 100 +
  (index % PAGES_PER_SECTION) +
  1

export function xssMenus(): Menu[] {
  const common = { menuSrc: '1', ifAuth: 1, newFlag: '1' } as const
  const menus: Menu[] = [
    {
      ...common,
      menuId: XSS_GROUP_ID,
      parMenuId: 0,
      menuLevel: 99,
      menuName: `${XSS_KEYWORD}<img src=x onerror=__xss=1>`,
      menuUrl: '',
      // Not an icon name: the client must fall back, not render it.
      icon: '<svg onload=__xss=1>',
    },
  ]
  const sections = Math.ceil(XSS_PAYLOADS.length / PAGES_PER_SECTION)
  for (let s = 1; s <= sections; s += 1) {
    menus.push({
      ...common,
      menuId: XSS_GROUP_ID * 100 + s,
      parMenuId: XSS_GROUP_ID,
      menuLevel: s,
      menuName: `栏目${s}${payload(s)}`,
      menuUrl: '',
    })
  }
  XSS_PAYLOADS.forEach((_, index) => {
    const menuId = xssPageId(index)
    menus.push({
      ...common,
      menuId,
      parMenuId: Math.floor(menuId / 100),
      menuLevel: menuId % 100,
      menuName: `${payloadLabel(index)} ${payload(index)}`,
      menuUrl: xssPageUrl(index),
      desc: payload(index + 1),
    })
  })
  const externalSection = XSS_GROUP_ID * 100 + EXTERNAL_SECTION
  menus.push({
    ...common,
    menuId: externalSection,
    parMenuId: XSS_GROUP_ID,
    menuLevel: EXTERNAL_SECTION,
    menuName: '外部页面<script>__xss=1</script>',
    menuUrl: '',
  })
  HOSTILE_PAGE_URLS.forEach((externalUrl, index) => {
    menus.push({
      ...common,
      menuSrc: '2',
      externalUrl,
      menuId: externalSection * 100 + index + 1,
      parMenuId: externalSection,
      menuLevel: index + 1,
      menuName: `外部${index + 1} ${externalUrl}`,
      menuUrl: xssExternalUrl(index),
    })
  })
  return menus
}

/** The page index of one of the 载荷 pages, if the menu is one. */
function payloadIndexOf(menuId: number): number | undefined {
  const index = XSS_PAYLOADS.findIndex((_, i) => xssPageId(i) === menuId)
  return index >= 0 ? index : undefined
}

/** Every payload, each in its own block, as one business description. */
const allPayloads = () => payloadBlocks(0, XSS_PAYLOADS.length)

/** FAQs whose answers hold ten payloads each; their titles one each. */
export const xssFaqs = (): FaqAnswer[] =>
  Array.from({ length: XSS_FAQ_COUNT }, (_, n) => ({
    faqId: `XSS${String(n + 1).padStart(3, '0')}`,
    title: `${XSS_KEYWORD}问答${n + 1} ${payload(n * FAQ_CHUNK)}`,
    answer: payloadBlocks(n * FAQ_CHUNK, FAQ_CHUNK),
  }))

const xssTemplates = (): TemplateHit[] =>
  Array.from({ length: 10 }, (_, n) => ({
    name: `${XSS_KEYWORD}模板${n + 1} ${payload(n * 7)}`,
    remark: payload(n * 7 + 3),
    fileCode: `XSSTPL${n + 1}`,
  }))

/** An SVG image code that would run script if it were ever treated as a document. */
const HOSTILE_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" onload="alert(1)"><script>__xss=1</script><text x="20" y="28" font-size="24">8888</text></svg>',
)}`

const params = (request: Request) => new URL(request.url).searchParams
const searched = (request: Request, name: string) =>
  (params(request).get(name) ?? '').includes(XSS_KEYWORD)

/** Notices pushed to each new connection: the titles and contents are payloads. */
const PUSHED = 4
const pushedNotices = () =>
  Array.from({ length: PUSHED }, (_, n) => ({
    title: `推送${n + 1}${payload(n * 11)}`,
    pub_time: '2026-11-20 09:00:00',
    content: `${payload(n * 11 + 1)}${payload(n * 11 + 2)}`,
    unreadMessagesCount: 99,
  }))

/** A second after each connection: once the demo has answered 'ok' and the client settled. */
const pushHostileNotices = () => (client: PushClient) => {
  setTimeout(() => {
    for (const notice of pushedNotices()) {
      try {
        client.send(JSON.stringify(notice))
      } catch {
        return // closed meanwhile
      }
    }
  }, 1_000)
}

function handlers(): HttpHandler[] {
  return [
    ...xssDemandFaqHandlers(xssFaqs),
    ...xssChartHandlers(),
    http.post(api('/query/queryUserGuide'), ({ request }) => {
      const auth = authOf(request)
      if (!auth || params(request).get('userId') !== auth.user.userId) return undefined
      const menuId = Number(params(request).get('menuId'))
      const menu = menusFor(auth.user).find((m) => m.menuId === menuId)
      if (!menu || menu.menuUrl.trim() === '') return undefined
      const index = payloadIndexOf(menuId)
      const content = index === undefined ? allPayloads() : payloadBlocks(index, 1)
      return ok({ content, showNotice: true })
    }),

    http.get(api('/faq/answerContent'), ({ request }) => {
      if (!authOf(request)) return undefined
      const faqId = params(request).get('faqId')
      if (faqId)
        return faqId.startsWith('XSS') ? ok(xssFaqs().find((f) => f.faqId === faqId)) : undefined
      if (!searched(request, 'question')) return undefined
      return ok<FaqHit[]>(xssFaqs().map(({ faqId: id, title }) => ({ faqId: id, title })))
    }),

    http.get(api('/query/templateCenter/searchTemplateList'), ({ request }) =>
      authOf(request) && searched(request, 'keyWord') ? ok({ result: xssTemplates() }) : undefined,
    ),

    http.get(api('/isNotLogin/getVerifyCode'), () =>
      ok({ imageId: `IMGXSS${Date.now().toString(36)}`, image: HOSTILE_IMAGE }),
    ),

    // Server messages shown as they come: the login page's toast and antd's message.
    http.post(api('/login/sendRanCode/:userName/:imageCode'), () => fail(payload(3))),
    http.post(api('/user/getCustomerServiceSign'), () =>
      ok(null, { status: 'fail', resultMessage: XSS_SERVICE_REFUSAL }),
    ),

    http.post(api('/user/getUserInfo/'), ({ request }) => {
      const auth = authOf(request)
      return auth ? ok({ ...userView(auth), avatar: 'javascript:__xss=1' }) : undefined
    }),
  ]
}

export function seedXss(state: DbState) {
  state.orgs = state.orgs.map((org, i) => ({ ...org, orgName: `${org.orgName}${payload(i + 30)}` }))
  state.users = state.users.map((user, i) => ({
    ...user,
    realName: `${user.realName}${payload(i + 40)}`,
  }))
  state.sysEnv = `demo${payload(50)}`
  seedXssFunds(state)
  state.messages = [
    ...state.messages,
    ...state.users.flatMap((user) =>
      Array.from({ length: 5 }, (_, n) => ({
        id: `MXSS${user.userId}${n}`,
        userId: user.userId,
        title: `${payloadLabel(n)}${payload(n + 60)}`,
        content: payload(n + 70),
        pubTime: '2026-11-20 08:00:00',
        read: false,
      })),
    ),
  ]
  state.extraMenus = [...state.extraMenus, ...xssMenus()]
  state.releaseNotes = [...xssReleaseNotes(), ...state.releaseNotes]
  seedXssNotices(state)
  seedXssDemands(state)
}

export const xss: Scenario = {
  seed: seedXss,
  handlers,
  onPushClient: pushHostileNotices,
}
