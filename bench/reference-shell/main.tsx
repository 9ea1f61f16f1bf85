import { Button, ConfigProvider, Input, Table, Tabs } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { Activity, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom'
import { allMenus, PAGES, rows } from './data'

/**
 * The benchmark's yardstick for the shell: React Router, antd Tabs and <Activity> with nothing
 * on top. Two kept pages with a 50-row table each, and a 全景菜单 that shows every menu as a
 * plain row under a substring filter (`?menus=3000` adds as many as the demo's scenario).
 */
const COLUMNS = [
  '产品代码',
  '产品名称',
  '产品阶段',
  '风险等级',
  '成立日期',
  '管理人',
  '托管人',
  '规模',
].map((title, i) => ({ title, dataIndex: `c${i}`, key: `c${i}` }))

function KeptTable({ path }: { path: string }) {
  return (
    <Table rowKey="key" columns={COLUMNS} dataSource={rows(path)} pagination={false} size="small" />
  )
}

function AllMenus({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState('')
  const shown = keyword ? allMenus.filter((m) => m.search.includes(keyword)) : allMenus
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div
      className="all-menu"
      style={{ position: 'fixed', inset: '64px 0 0 0', overflow: 'auto', background: '#fff' }}
    >
      <div className="all-menu__toolbar">
        <Input
          placeholder="搜索菜单"
          autoFocus
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="all-menu__groups">
        {shown.map((menu) => (
          <div key={menu.name} className="all-menu-item">
            {menu.name}
          </div>
        ))}
      </div>
    </div>
  )
}

function Shell() {
  const location = useLocation()
  const navigate = useNavigate()
  const [kept, setKept] = useState<string[]>([])
  const [panel, setPanel] = useState(false)
  const active =
    PAGES.find((p) => p.path === location.pathname)?.path ?? '/product-manage/fund-query'
  if (!kept.includes(active)) setKept([...kept, active])
  return (
    <main>
      <header style={{ height: 64, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button onClick={() => setPanel(true)}>全景菜单</Button>
      </header>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key)}
        items={PAGES.filter((p) => kept.includes(p.path)).map((p) => ({
          key: p.path,
          label: p.title,
        }))}
      />
      {kept.map((path) => (
        <Activity key={path} mode={path === active ? 'visible' : 'hidden'}>
          <div className="kept-page" data-view={path}>
            <KeptTable path={path} />
          </div>
        </Activity>
      ))}
      {panel && <AllMenus onClose={() => setPanel(false)} />}
    </main>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#d60011' } }}>
    <BrowserRouter basename="/public">
      <Shell />
    </BrowserRouter>
  </ConfigProvider>,
)
