import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { loginAs } from '../utils/login-as'
import { renderPageAlone } from '../utils/render-app'
import { buttonIn, choose } from './custodian-helpers'
import { tips } from './gm-helpers'

const PATH = '/general-manage/menu-perm-manage'
const business = () => db.state.roles.find((r) => r.roleId === 'R002')!

/** A tree node by its menu name. */
const node = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.gm-grant-tree .ant-tree-treenode')].find(
    (n) => n.querySelector('.gm-tree-title > span')?.textContent === name,
  )!
const checkbox = (name: string) => node(name).querySelector('.ant-tree-checkbox') as HTMLElement
const isChecked = (name: string) => checkbox(name).classList.contains('ant-tree-checkbox-checked')
const isHalf = (name: string) =>
  checkbox(name).classList.contains('ant-tree-checkbox-indeterminate')

async function open(roleId = 'R002') {
  loginAs('admin')
  const app = renderPageAlone(`${PATH}?roleId=${roleId}`)
  await waitFor(() => expect(node('产品查询')).toBeTruthy(), { timeout: 20_000 })
  return app
}

describe('菜单权限管理', { timeout: 60_000 }, () => {
  test("业务经办's tree: checked = reached, half-checked parents, locked pages marked", async () => {
    await open()
    expect(screen.getByText(/「业务经办」现有 2 名用户/)).toBeInTheDocument()
    expect(isChecked('产品查询')).toBe(true)
    expect(isChecked('产品清算')).toBe(false)
    expect(isHalf('产品运营')).toBe(true)
    expect(isHalf('产品管理')).toBe(true)
    expect(isChecked('托管查询')).toBe(false)
    expect(isChecked('估值核对')).toBe(true)
    expect(within(node('产品清算')).getByRole('radio', { name: '显示（锁定）' })).toBeChecked()
    expect(screen.getByText(/可访问 \d+ · 显示（锁定）5 · 隐藏 0/)).toBeInTheDocument()
    expect(buttonIn(document.body, /^保存$/)).toBeDisabled()
  })

  test('untick 产品查询, hide it, save (asked first): the role denies it', async () => {
    await open()
    fireEvent.click(checkbox('产品查询'))
    expect(isChecked('产品查询')).toBe(false)
    fireEvent.click(within(node('产品查询')).getByRole('radio', { name: '隐藏' }))
    expect(screen.getByText(/已修改 1 项/)).toBeInTheDocument()
    fireEvent.click(buttonIn(document.body, /^保存$/))
    const dialog = await tips()
    expect(
      within(dialog).getByText('共修改 1 个菜单，将影响 2 名用户，在其下次登录时生效。'),
    ).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^确定$/))
    await screen.findByText('「业务经办」的菜单权限已保存，2 名用户将在下次登录时生效')
    expect(business().grants.hiddenMenuIds).toEqual([110101])
    await waitFor(() => expect(buttonIn(document.body, /^保存$/)).toBeDisabled())
  })

  test('ticking a group reaches all its pages; another role asks before unsaved edits go', async () => {
    const app = await open()
    fireEvent.click(checkbox('托管查询'))
    expect(isChecked('划款授权')).toBe(true)
    expect(isChecked('托管查询')).toBe(true)
    await choose(app, '角色', '运营查询')
    const dialog = await tips()
    expect(within(dialog).getByText('修改的内容尚未保存，确定离开吗？')).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^离开$/))
    await waitFor(() => expect(app.location()).toBe(`${PATH}?roleId=R003`))
    await waitFor(() => expect(screen.getByText(/「运营查询」现有 1 名用户/)).toBeInTheDocument())
    expect(within(node('综合管理')).getByText('隐藏')).toBeInTheDocument()
    expect(business().grants.lockedMenuIds).toContain(120202)
  })

  test('admin cannot take away their own 菜单权限管理', async () => {
    await open('R001')
    fireEvent.click(checkbox('菜单权限管理'))
    fireEvent.click(buttonIn(document.body, /^保存$/))
    fireEvent.click(buttonIn(await tips(), /^确定$/))
    await screen.findByText('不能取消您本人对“菜单权限管理”的访问权限')
    expect(db.state.roles[0]!.grants.lockedMenuIds).toEqual([])
  })
})
