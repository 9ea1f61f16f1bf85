import { describe, expect, test } from 'vitest'
import { buildMenuTree, pageMenus } from '@/lib/menu-tree'
import { db } from '@demo-server/db/db'
import { menusFor } from '@demo-server/handlers/menu-handlers'
import { server } from '@demo-server/node'
import { parseScenarios, scenarioHandlers, seedScenarios } from '@demo-server/scenarios'
import {
  HOSTILE_PAGE_URLS,
  payloadLabel,
  XSS_FAQ_COUNT,
  XSS_KEYWORD,
  XSS_PAYLOADS,
  XSS_RELEASE_NOTE_COUNT,
} from '@demo-server/scenarios/xss-payloads'
import { xssPageId } from '@demo-server/scenarios/xss'
import type { ReleaseNote } from '@contract/api/account'
import { loginAs } from '../utils/login-as'

/* The xss demo scenario puts the corpus where the security suite expects to find it. */

function switchOn() {
  const choices = parseScenarios('xss')
  seedScenarios(db.state, choices)
  server.use(...scenarioHandlers(choices))
}

async function get(path: string, token: string, method = 'GET') {
  const response = await fetch(`http://localhost/ceres/api${path}`, {
    method,
    headers: { Authorization: token },
  })
  return (await response.json()) as { status: string; data: unknown; msg: string }
}

describe('the xss scenario', () => {
  test('seeds payloads into names, messages and the environment', () => {
    switchOn()
    const hostile = (text: string) => XSS_PAYLOADS.some((p) => text.includes(p))
    expect(db.state.orgs.every((o) => hostile(o.orgName))).toBe(true)
    expect(db.state.users.every((u) => hostile(u.realName))).toBe(true)
    expect(hostile(db.state.sysEnv)).toBe(true)
    const manager = db.state.messages.filter((m) => m.userId === 'U1001' && hostile(m.title))
    expect(manager.length).toBe(5)
  })

  test('gives every payload a page of its own in a three-level 载荷 group, and hostile embeds', () => {
    switchOn()
    const manager = db.state.users.find((u) => u.userName === 'manager')
    const tree = buildMenuTree(menusFor(manager!))
    const group = tree.find((g) => g.menuName.startsWith(XSS_KEYWORD))
    expect(group).toBeDefined()
    const pages = pageMenus([group!])
    expect(pages.length).toBe(XSS_PAYLOADS.length + HOSTILE_PAGE_URLS.length)
    expect(pages.filter((p) => p.menuSrc !== '1').map((p) => p.externalUrl)).toEqual([
      ...HOSTILE_PAGE_URLS,
    ])
  })

  test('answers a payload page’s business description with its labelled payload', async () => {
    switchOn()
    const { token } = loginAs('manager')
    const index = 41
    const guide = await get(
      `/query/queryUserGuide?userId=U1001&menuId=${xssPageId(index)}`,
      token,
      'POST',
    )
    expect(guide.data).toEqual({
      content: `<div><p>${payloadLabel(index)}</p>${XSS_PAYLOADS[index]}</div>`,
      showNotice: true,
    })
    const whole = await get('/query/queryUserGuide?userId=U1001&menuId=110101', token, 'POST')
    expect((whole.data as { content: string }).content).toContain(
      payloadLabel(XSS_PAYLOADS.length - 1),
    )
  })

  test('finds payload FAQs, templates and menus by 载荷', async () => {
    switchOn()
    const { token } = loginAs('manager')
    const q = encodeURIComponent(XSS_KEYWORD)
    const faqs = await get(`/faq/answerContent?question=${q}`, token)
    expect((faqs.data as unknown[]).length).toBe(XSS_FAQ_COUNT)
    const answer = await get('/faq/answerContent?faqId=XSS002', token)
    expect((answer.data as { answer: string }).answer).toContain(XSS_PAYLOADS[10])
    const templates = await get(`/query/templateCenter/searchTemplateList?keyWord=${q}`, token)
    expect((templates.data as { result: unknown[] }).result.length).toBe(10)
    const menus = await get(`/menu/search?userId=U1001&keyWord=${q}`, token)
    expect((menus.data as unknown[]).length).toBe(XSS_PAYLOADS.length)
  })

  test('puts every payload, labelled, in 新功能速递’s release notes, above the real ones', async () => {
    switchOn()
    const { token } = loginAs('manager')
    const notes = (await get('/query/releaseNotes', token)).data as ReleaseNote[]
    const hostile = notes.slice(0, XSS_RELEASE_NOTE_COUNT)
    const all = hostile.map((n) => n.content).join('\n')
    expect(XSS_PAYLOADS.every((p, i) => all.includes(p) && all.includes(payloadLabel(i)))).toBe(
      true,
    )
    expect(hostile[0]?.version).toContain('<')
    expect(notes.at(-1)?.version).toBe('2.0.0')
  })

  test('off, nothing of it is there', () => {
    expect(db.state.extraMenus).toEqual([])
    expect(db.state.orgs.some((o) => o.orgName.includes('<'))).toBe(false)
  })
})
