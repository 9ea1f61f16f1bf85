import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { buttonIn, cellsOf, openPage, rowKeys, rowOf } from './custodian-helpers'
import { dialogTitled, tips } from './gm-helpers'

const PATH = '/general-manage/role-management'

describe('角色管理', { timeout: 60_000 }, () => {
  test('roles with members; delete refused while members remain, else asked first', async () => {
    const app = await openPage(PATH, 'admin')
    expect(rowKeys()).toEqual(['R001', 'R002', 'R003', 'R004'])
    expect(cellsOf(rowOf('R001')).join('|')).toContain('张管理员（admin）')
    expect(cellsOf(rowOf('R002')).join('|')).toContain('其他机构 2 人')
    expect(cellsOf(rowOf('R004')).join('|')).toContain('暂无成员')

    fireEvent.click(buttonIn(rowOf('R002'), /^删除$/))
    let dialog = await tips()
    expect(
      within(dialog).getByText('角色「业务经办」下仍有 2 名用户，不能删除。'),
    ).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^知道了$/))
    expect(db.state.roles).toHaveLength(4)

    fireEvent.click(buttonIn(rowOf('R004'), /^删除$/))
    dialog = await tips()
    expect(within(dialog).getByText('确定删除角色「合规审阅」吗？')).toBeInTheDocument()
    fireEvent.click(buttonIn(dialog, /^确定$/))
    await screen.findByText('角色「合规审阅」已删除')
    await waitFor(() => expect(rowKeys()).toEqual(['R001', 'R002', 'R003']))

    fireEvent.click(buttonIn(rowOf('R003'), /^菜单权限$/))
    await waitFor(() => expect(app.location()).toBe('/general-manage/menu-perm-manage?roleId=R003'))
  })

  test('add and edit: validated, saved, listed', async () => {
    const app = await openPage(PATH, 'admin')
    fireEvent.click(buttonIn(document.body, /^新增角色$/))
    let dialog = await dialogTitled('新增角色')
    fireEvent.click(buttonIn(dialog, /^保存$/))
    await within(dialog).findByText('请填写角色名称')
    await app.user.type(within(dialog).getByLabelText('角色名称'), '业务经办')
    fireEvent.click(buttonIn(dialog, /^保存$/))
    await screen.findByText('已存在同名角色')
    await app.user.clear(within(dialog).getByLabelText('角色名称'))
    await app.user.type(within(dialog).getByLabelText('角色名称'), '审计岗')
    fireEvent.click(buttonIn(dialog, /^保存$/))
    await waitFor(() => expect(rowKeys()).toContain('R005'))
    expect(cellsOf(rowOf('R005')).join('|')).toContain('0 / ')

    fireEvent.click(buttonIn(rowOf('R005'), /^编辑$/))
    dialog = await dialogTitled('编辑角色（审计岗）')
    await app.user.type(within(dialog).getByLabelText('角色说明'), '只读审计')
    fireEvent.click(buttonIn(dialog, /^保存$/))
    await waitFor(() => expect(cellsOf(rowOf('R005')).join('|')).toContain('只读审计'))
    // 角色名称 filters
    await app.router.navigate(`${PATH}?roleName=运营`)
    await waitFor(() => expect(rowKeys()).toEqual(['R003']))
  })

  test('manager (locked) is refused the page', async () => {
    const { loginAs } = await import('../utils/login-as')
    const { renderApp } = await import('../utils/render-app')
    loginAs('manager')
    renderApp(PATH)
    await screen.findByText('暂无 “综合管理/权限管理/角色管理” 菜单访问权限')
  })
})
