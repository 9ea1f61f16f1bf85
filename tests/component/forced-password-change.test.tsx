import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { openSession } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { writeToken } from '@/lib/token'
import { resetSessionStore } from '@/stores/session-store'
import type { TempPassword } from '@contract/api/general-manage'
import { fillLogin, loginButton } from '../utils/login-form'
import { renderApp } from '../utils/render-app'

type App = ReturnType<typeof renderApp>

/** 用户管理 (admin) adds 孙运营: the temporary password its answer shows once. */
async function addUserInUserManage() {
  const admin = db.state.users.find((u) => u.userName === 'admin')!
  const { token } = openSession(admin.userId, admin.orgIds[0]!)
  const response = await fetch('http://localhost/ceres/api/rest/gm/users/save', {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userName: 'taishan_ops',
      realName: '孙运营',
      mobile: '13900001234',
      roleIds: ['R003'],
    }),
  })
  const body = (await response.json()) as { data: { password: TempPassword } }
  return body.data.password.tempPassword
}

/** The calls made to paths containing `part` while the test runs. */
function spyCalls(part: string) {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part)) seen.push(request.url)
  })
  return seen
}

async function fill(app: App, label: string, value: string) {
  await app.user.click(screen.getByLabelText(label))
  await app.user.paste(value)
}

/** What the login page and the forced change call (and the logout after it, on the server). */
const BEFORE_CHANGE =
  /^\/(isNotLogin\/|login\/doLogin\/|user\/getOrganizations\/|user\/changePassword$|user\/logout$)/

const heading = () => screen.findByRole('heading', { name: /请修改临时密码/ }, { timeout: 30_000 })

afterEach(() => {
  server.events.removeAllListeners()
})

describe('a temporary password is changed before any page opens', { timeout: 120_000 }, () => {
  test('login with it: the forced change, no page; after it, 修改成功！请重新登录 and /login', async () => {
    const temp = await addUserInUserManage()
    const calls = spyCalls('/ceres/api/')
    const app = renderApp('/login')
    await fillLogin(app.user, { userName: 'taishan_ops', password: temp })
    await app.user.click(loginButton())
    await heading()
    expect(screen.getByText(/您正在使用管理员设置的临时密码/)).toBeInTheDocument()
    expect(screen.queryByRole('menu', { name: '导航菜单' })).not.toBeInTheDocument()
    expect(screen.getByText('密码中必须包含字母、数字且长度为8到15位')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /取\s*消/ })).not.toBeInTheDocument()

    await fill(app, '原密码', temp)
    await fill(app, '新密码', 'Sun2025abc')
    await fill(app, '确认密码', 'Sun2025abd')
    await app.user.click(screen.getByRole('button', { name: /确\s*定/ }))
    await screen.findByText('新密码与确认密码不一致，请重新输入')

    await app.user.clear(screen.getByLabelText('确认密码'))
    await fill(app, '确认密码', 'Sun2025abc')
    await app.user.click(screen.getByRole('button', { name: /确\s*定/ }))
    await screen.findByText('修改成功！请重新登录')
    await waitFor(() => expect(app.location()).toBe('/login'))
    // Nothing but the login and the change was asked for: no menus, no page's data.
    const paths = calls.map((url) => new URL(url).pathname.replace(/^\/ceres\/api/, ''))
    expect(paths.filter((path) => !BEFORE_CHANGE.test(path))).toEqual([])
    expect(paths).toContain('/user/changePassword')
    const user = db.state.users.find((u) => u.userName === 'taishan_ops')!
    expect(user.password).toBe('Sun2025abc')
    expect(user.mustChangePassword).toBeUndefined()
  })

  test('a reload keeps it; the temporary password cannot be kept; 退出登录 leaves', async () => {
    const temp = await addUserInUserManage()
    const user = db.state.users.find((u) => u.userName === 'taishan_ops')!
    // Logged in earlier in this browser: the app has the token only.
    writeToken(openSession(user.userId, 'ORG003').token)
    resetSessionStore()
    const app = renderApp('/home-page')
    await heading()
    expect(screen.queryByRole('menu', { name: '导航菜单' })).not.toBeInTheDocument()

    await fill(app, '原密码', temp)
    await fill(app, '新密码', temp)
    await fill(app, '确认密码', temp)
    await app.user.click(screen.getByRole('button', { name: /确\s*定/ }))
    await screen.findByText('新密码不能与原密码相同')
    expect(user.password).toBe(temp)

    await app.user.click(screen.getByRole('button', { name: '退出登录' }))
    await waitFor(() => expect(app.location()).toBe('/login'))
  })
})
