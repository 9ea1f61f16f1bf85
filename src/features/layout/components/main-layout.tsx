import { Layout } from 'antd'
import { memo, type ReactNode } from 'react'
import { useAppStore } from '@/stores/app-store'
import type { DescribePage, RenderPage } from '../page-meta'
import { ContentWatermark } from './content/content-watermark'
import { KeepAliveArea } from './content/keep-alive-area'
import { AppHeader } from './header/app-header'
import { ShellUpkeep } from './shell-upkeep'
import { Sidebar } from './sidebar/sidebar'
import { TagsBar } from './tags/tags-bar'
import './layout.css'

interface Props {
  renderPage: RenderPage
  describePage: DescribePage
  /** The header's service icons and menus, composed by the app from other features. */
  headerServices: ReactNode
}

/**
 * The logged-in shell: header, sidebar, tags bar and the kept-alive page area. Memoised: an
 * address change re-renders only the parts that show it (tabs, the active menu, the page).
 */
function MainLayout({ renderPage, describePage, headerServices }: Props) {
  const maximised = useAppStore((s) => s.maximised)
  return (
    <Layout className={maximised ? 'main-layout main-layout--maximised' : 'main-layout'}>
      <ShellUpkeep describePage={describePage} />
      {!maximised && <AppHeader services={headerServices} />}
      <Layout className="main-body">
        {!maximised && <Sidebar />}
        <Layout.Content className="main-content">
          <TagsBar describePage={describePage} />
          <ContentWatermark>
            <KeepAliveArea renderPage={renderPage} describePage={describePage} />
          </ContentWatermark>
        </Layout.Content>
      </Layout>
    </Layout>
  )
}

export default memo(MainLayout)
