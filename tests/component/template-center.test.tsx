import { fireEvent, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import {
  buttonIn,
  choose,
  openPage,
  recordSaves,
  rowKeys,
  rowOf,
  totalShown,
} from './custodian-helpers'

const PATH = '/contract-manage/template-center'

describe('模板中心', { timeout: 60_000 }, () => {
  const saved = recordSaves()

  test('newest first; by category and keyword; reset; 下载 saves the Word file via downloadArchive', async () => {
    const app = await openPage(PATH, 'manager')
    expect(totalShown()).toBe(16)
    expect(rowKeys()[0]).toBe('TPL0015')
    await choose(app, '模板分类', '合同文本')
    fireEvent.click(buttonIn(document.querySelector('.query-form') as HTMLElement, /^查询$/))
    await waitFor(() => expect(app.location()).toContain('category=contract'))
    await waitFor(() => expect(totalShown()).toBe(6))
    fireEvent.change(document.querySelector('input[id$="keyWord"]') as HTMLElement, {
      target: { value: '股权' },
    })
    fireEvent.click(buttonIn(document.querySelector('.query-form') as HTMLElement, /^查询$/))
    await waitFor(() => expect(rowKeys()).toEqual(['TPL0013']))
    expect(rowOf('TPL0013').textContent).toMatch(/Word\s*3\.\d KB/)

    let asked = ''
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/downloadArchive')) asked = new URL(request.url).search
    })
    fireEvent.click(buttonIn(rowOf('TPL0013'), /^下载$/))
    await waitFor(() => expect(saved[0]?.name).toBe('私募股权投资基金合同模板.docx'))
    expect(saved[0]?.type).toMatch(/wordprocessingml/)
    expect(asked).toBe('?userId=U1001&fileId=TPL0013&typeCode=200901')
    server.events.removeAllListeners()

    fireEvent.click(buttonIn(document.querySelector('.query-form') as HTMLElement, /^重置$/))
    await waitFor(() => expect(totalShown()).toBe(16))
    expect(app.location()).toBe(PATH)
  })

  test('a failed list says so and loads again', async () => {
    server.use(
      http.post('*/ceres/api/rest/contract/queryTemplates', () => Response.error(), { once: true }),
    )
    loginAs('manager')
    renderPageAlone(PATH)
    const retry = await waitFor(() => buttonIn(document.body, /^重新加载$/), { timeout: 20_000 })
    fireEvent.click(retry)
    await waitFor(() => expect(totalShown()).toBe(16))
  })
})
