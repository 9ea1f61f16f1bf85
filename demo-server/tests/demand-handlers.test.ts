import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { DEMAND_MSG } from '../handlers/demand-handlers'
import { DEMAND_UPLOAD_MSG } from '../handlers/demand-uploads'
import type { DemandSuggestion } from '@contract/api/demand'
import type { PagedList } from '@contract/api/public-site'
import { callJson } from './api'
import { loginAs } from './login-as'

const submit = (token: string, json: unknown) =>
  callJson<DemandSuggestion>('/rest/demand/submit', { token, json })

const list = (token: string, query: string) =>
  callJson<PagedList<DemandSuggestion>>(`/rest/demand/queryMyList?${query}`, { token })

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])

function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData()
  form.append('file', new File([bytes], name))
  return callJson<{ fileId: string; fileName: string; size: number }>('/rest/demand/upload', {
    token,
    body: form,
  })
}

describe('POST /rest/demand/queryMyList', () => {
  test('needs a session; answers 403 for another user', async () => {
    expect((await list('', 'userId=U1001')).status).toBe(401)
    const { token } = loginAs('manager')
    expect((await list(token, 'userId=U1002')).status).toBe(403)
  })

  test('the user’s own, newest first, one page at a time', async () => {
    const { token } = loginAs('manager')
    const first = await list(token, 'userId=U1001&status=&pageNo=1&pageSize=10')
    expect(first.body.data.total).toBe(12)
    expect(first.body.data.list).toHaveLength(10)
    const times = first.body.data.list.map((d) => d.submittedAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(first.body.data.list[0]).not.toHaveProperty('userId')
    const second = await list(token, 'userId=U1001&pageNo=2&pageSize=10')
    expect(second.body.data.list).toHaveLength(2)
    expect(second.body.data.pageNo).toBe(2)
  })

  test('filters by status; refuses an unknown status and bad pages', async () => {
    const { token } = loginAs('manager')
    const adopted = await list(token, 'userId=U1001&status=adopted&pageNo=1&pageSize=10')
    expect(adopted.body.data.list.map((d) => d.status)).toEqual(['adopted', 'adopted', 'adopted'])
    expect((await list(token, 'userId=U1001&status=done')).body.msg).toBe(DEMAND_MSG.status)
    expect((await list(token, 'userId=U1001&pageNo=0')).body.msg).toBe(DEMAND_MSG.page)
    expect((await list(token, 'userId=U1001&pageSize=500')).body.msg).toBe(DEMAND_MSG.page)
  })
})

describe('POST /rest/demand/submit', () => {
  test('checks category, text (1–2000) and the attachment', async () => {
    const { token } = loginAs('operator')
    const ok = { category: '功能优化', content: '希望增加导出。' }
    expect((await submit(token, { ...ok, category: '' })).body.msg).toBe(DEMAND_MSG.category)
    expect((await submit(token, { ...ok, category: '别的' })).body.msg).toBe(DEMAND_MSG.category)
    expect((await submit(token, { ...ok, content: '   ' })).body.msg).toBe(DEMAND_MSG.contentEmpty)
    const long = { ...ok, content: '字'.repeat(2001) }
    expect((await submit(token, long)).body.msg).toBe(DEMAND_MSG.contentTooLong)
    const unknown = { ...ok, attachmentId: 'NOPE' }
    expect((await submit(token, unknown)).body.msg).toBe(DEMAND_MSG.attachment)
    const full = await submit(token, { ...ok, content: '字'.repeat(2000) })
    expect(full.body.status).toBe('success')
  })

  test('a suggestion with its attachment comes first in the list, 待处理 and unanswered', async () => {
    const { token } = loginAs('operator')
    const file = await upload(token, PDF, '需求说明.pdf')
    expect(file.body.data).toMatchObject({ fileName: '需求说明.pdf', size: 8 })
    const made = await submit(token, {
      category: '新增功能',
      content: '希望增加批量导出。',
      attachmentId: file.body.data.fileId,
    })
    expect(made.body.data).toMatchObject({
      category: '新增功能',
      status: 'pending',
      replies: [],
      attachment: { fileName: '需求说明.pdf', size: 8 },
    })
    const mine = await list(token, 'userId=U1003&pageNo=1&pageSize=10')
    expect(mine.body.data.list[0]?.demandId).toBe(made.body.data.demandId)
    expect(mine.body.data.total).toBe(4)
    // An attachment goes with one suggestion only.
    const again = await submit(token, {
      category: '其他',
      content: '再用一次',
      attachmentId: file.body.data.fileId,
    })
    expect(again.body.msg).toBe(DEMAND_MSG.attachment)
  })

  test('another user’s upload cannot be attached', async () => {
    const theirs = loginAs('admin')
    const file = await upload(theirs.token, PDF, 'a.pdf')
    const { token } = loginAs('operator')
    const body = { category: '其他', content: '试试', attachmentId: file.body.data.fileId }
    expect((await submit(token, body)).body.msg).toBe(DEMAND_MSG.attachment)
    expect(db.state.demands.filter((d) => d.userId === 'U1003')).toHaveLength(3)
  })
})

describe('POST /rest/demand/upload', () => {
  test('refuses other types, empty files and content that is not what the name says', async () => {
    const { token } = loginAs('manager')
    expect((await upload(token, PDF, 'run.exe')).body.msg).toBe(DEMAND_UPLOAD_MSG.badType)
    expect((await upload(token, new Uint8Array(), 'a.pdf')).body.msg).toBe(DEMAND_UPLOAD_MSG.empty)
    expect((await upload(token, PDF, 'a.docx')).body.msg).toBe(DEMAND_UPLOAD_MSG.badContent('Word'))
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])
    expect((await upload(token, zip, '测算.xlsx')).body.status).toBe('success')
    expect((await callJson('/rest/demand/upload')).status).toBe(401)
  })
})
