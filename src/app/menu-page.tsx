import { ResultPanel } from '@/components/result-panel'
import { ExternalPage } from '@/components/external-page'
import { MSG } from '@/config/messages'
import { BusinessGuide } from '@/features/guide/components/business-guide'
import type { MenuNode } from '@/lib/menu-tree'
import { IF_AUTH_PERMITTED, MENU_SRC_INTERNAL } from '@contract/api'
import { pageRegistry, MenuWithoutPage } from './page-registry'

/** What a menu's route shows: its page, an embedded external page, or a refusal. */
export function MenuPage({ menu }: { menu: MenuNode }) {
  if (menu.ifAuth !== IF_AUTH_PERMITTED) {
    return (
      <ResultPanel
        status="forbidden"
        title="无访问权限"
        subTitle={MSG.menuRefused(menu.menuChainName || menu.chain)}
      />
    )
  }
  if (menu.menuSrc !== MENU_SRC_INTERNAL) {
    return <ExternalPage title={menu.menuName} url={menu.externalUrl} />
  }
  const Page = pageRegistry[menu.menuUrl]
  return (
    <>
      <BusinessGuide menuId={menu.menuId} />
      {Page ? (
        <Page />
      ) : (
        <MenuWithoutPage title={menu.menuName} chain={menu.chain} desc={menu.desc} />
      )}
    </>
  )
}
