import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { NOTICE_MSG } from '../handlers/announcement-handlers'
import { openSession } from '../handlers/http'
import { MESSAGE_MSG } from '../handlers/message-handlers'
import type { MessageItem, NoticeItem } from '@contract/api/notice'
import { callApi } from './api'

/** A raw call to the demo backend (no client interceptors). */
const call = (path: string, token: string, method = 'POST') => callApi(path, { token, method })

const manager = () => openSession('U1001', 'ORG001').token
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

describe('通知公告 demo backend', () => {
  test('seeds at least 32 notices of several types, some with attachments', () => {
    const notices = db.state.announcements
    expect(notices.length).toBeGreaterThanOrEqual(32)
    expect(new Set(notices.map((n) => n.type)).size).toBeGreaterThanOrEqual(5)
    expect(notices.filter((n) => n.attachments.length > 0).length).toBeGreaterThan(5)
    expect(new Set(notices.map((n) => n.id)).size).toBe(notices.length)
  })

  test('queryMoreList pages for real, newest first, with the caller’s read state', async () => {
    const token = manager()
    const page2 = await call(
      `/rest/announcement/queryMoreList?${q({ pageNo: 2, pageSize: 10 })}`,
      token,
    )
    const data = page2.body?.data as { list: NoticeItem[]; total: number }
    expect(data.total).toBe(db.state.announcements.length)
    expect(data.list.map((n) => n.id)).toEqual(
      db.state.announcements.slice(10, 20).map((n) => n.id),
    )
    expect(data.list[0]).not.toHaveProperty('content')
    const times = data.list.map((n) => n.publishTime)
    expect([...times].sort().reverse()).toEqual(times)
    for (const bad of ['pageNo=0', 'pageSize=101', 'pageNo=x'])
      expect((await call(`/rest/announcement/queryMoreList?${bad}`, token)).body?.msg).toBe(
        '分页参数不正确',
      )
  })

  test('filters by type, publish date range (inclusive) and title keyword', async () => {
    const token = manager()
    const list = async (params: Record<string, string | number>) => {
      const answer = await call(`/rest/announcement/queryMoreList?${q(params)}`, token)
      return answer.body?.data as { list: NoticeItem[]; total: number }
    }
    const typed = await list({ type: '监管动态', pageSize: 100 })
    expect(typed.total).toBeGreaterThan(0)
    expect(typed.list.every((n) => n.type === '监管动态')).toBe(true)
    const dated = await list({ startDate: '2026-11-10', endDate: '2026-11-15', pageSize: 100 })
    expect(dated.list.map((n) => n.publishTime.slice(0, 10))).toEqual([
      '2026-11-15',
      '2026-11-12',
      '2026-11-10',
    ])
    const titled = await list({ title: '元旦', type: '通知' })
    expect(titled.list.map((n) => n.title)).toEqual(['关于2026年元旦假期托管业务安排的通知'])
    expect((await list({ title: '没有这样的公告' })).total).toBe(0)
    const bad = (params: Record<string, string>) =>
      call(`/rest/announcement/queryMoreList?${q(params)}`, token).then((a) => a.body?.msg)
    expect(await bad({ type: '广告' })).toBe(NOTICE_MSG.badType)
    expect(await bad({ startDate: '2026/11/01' })).toBe(NOTICE_MSG.badDate)
    expect(await bad({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe(NOTICE_MSG.badRange)
  })

  test('view answers the detail and marks the notice read for the caller only', async () => {
    const token = manager()
    const unread = db.state.announcements.find(
      (n) => !db.state.announcementReads.U1001?.includes(n.id) && n.attachments.length > 0,
    )!
    const detail = await call(`/rest/announcement/view?id=${unread.id}`, token)
    expect(detail.body?.data).toMatchObject({ id: unread.id, content: unread.content })
    expect(db.state.announcementReads.U1001).toContain(unread.id)
    expect(db.state.announcementReads.U1003 ?? []).not.toContain(unread.id)
    expect((await call('/rest/announcement/view?id=N9999', token)).body?.msg).toBe(NOTICE_MSG.gone)
    expect((await call(`/rest/announcement/view?id=${unread.id}&userId=U1002`, token)).status).toBe(
      403,
    )
    const [file] = unread.attachments
    const pdf = await call(`/rest/announcement/file/${file!.fileId}`, token, 'GET')
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf')
    expect((await call('/rest/announcement/file/NOPE', token, 'GET')).status).toBe(404)
  })

  test('queryHomeList answers the latest six', async () => {
    const home = await call('/rest/announcement/queryHomeList', manager())
    expect((home.body?.data as NoticeItem[]).map((n) => n.id)).toEqual(
      db.state.announcements.slice(0, 6).map((n) => n.id),
    )
  })
})

describe('消息中心 demo backend', () => {
  const list = async (token: string, params: Record<string, string | number>) =>
    (await call(`/rest/announcementN/queryMessageList?${q(params)}`, token)).body?.data as {
      list: MessageItem[]
      total: number
      unread: number
    }

  test('lists the caller’s messages unread first, then newest; filters unread; pages', async () => {
    const token = manager()
    const all = await list(token, { userId: 'U1001', pageSize: 100 })
    expect(all.total).toBe(db.state.messages.filter((m) => m.userId === 'U1001').length)
    expect(all.total).toBeGreaterThanOrEqual(25)
    expect(all.unread).toBe(2)
    expect(all.list.slice(0, 2).every((m) => !m.read)).toBe(true)
    const readTimes = all.list.slice(2).map((m) => m.pubTime)
    expect([...readTimes].sort().reverse()).toEqual(readTimes)
    const unread = await list(token, { userId: 'U1001', readState: 'unread' })
    expect(unread.list.map((m) => m.title)).toEqual(['划款指令已执行', '估值表已发送'])
    const page3 = await list(token, { userId: 'U1001', pageNo: 3, pageSize: 10 })
    expect(page3.list.map((m) => m.id)).toEqual(all.list.slice(20, 30).map((m) => m.id))
    const other = await call('/rest/announcementN/queryMessageList?userId=U1002', token)
    expect(other.status).toBe(403)
    const badState = await call(
      '/rest/announcementN/queryMessageList?userId=U1001&readState=x',
      token,
    )
    expect(badState.body?.msg).toBe(MESSAGE_MSG.badState)
  })

  test('marks one read (own messages only) and all read, answering the unread count', async () => {
    const token = manager()
    expect((await call('/rest/announcement/updateMessageState/M0001', token)).body?.data).toBe(1)
    expect(db.state.messages.find((m) => m.id === 'M0001')?.read).toBe(true)
    // M0004 is the admin's.
    expect((await call('/rest/announcement/updateMessageState/M0004', token)).status).toBe(403)
    expect(db.state.messages.find((m) => m.id === 'M0004')?.read).toBe(false)
    expect((await call('/rest/announcement/updateMessageState/NOPE', token)).body?.msg).toBe(
      MESSAGE_MSG.gone,
    )
    expect(
      (await call('/rest/announcement/updateAllMessageState?userId=U1002', token)).status,
    ).toBe(403)
    const all = await call('/rest/announcement/updateAllMessageState?userId=U1001', token)
    expect(all.body?.data).toBe(0)
    expect(db.state.messages.filter((m) => m.userId === 'U1001' && !m.read)).toEqual([])
    expect(db.state.messages.find((m) => m.id === 'M0004')?.read).toBe(false)
  })
})
