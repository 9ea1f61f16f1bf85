import { OrgSwitch } from '@/features/account/components/org-switch'
import { UserMenu } from '@/features/account/components/user-menu'
import { MessageBell } from '@/features/notices/components/message-bell'
import { NewFeaturesLink } from '@/features/notices/components/new-features-link'
import { GlobalSearch } from '@/features/search/components/global-search'
import { CustomerServiceButton } from '@/features/service-desk/components/customer-service-button'
import { HotlineButton } from '@/features/service-desk/components/hotline-button'

/** The header's services, in the spec's order (portal-spec §2 "Header"). */
export function HeaderServices() {
  return (
    <>
      <NewFeaturesLink />
      <GlobalSearch />
      <MessageBell />
      <HotlineButton />
      <CustomerServiceButton />
      <OrgSwitch />
      <UserMenu />
    </>
  )
}
