import { useDeviceWatch } from '../hooks/use-device-watch'
import { useTrackViews } from '../hooks/use-track-views'
import { useUserViews } from '../hooks/use-user-views'
import type { DescribePage } from '../page-meta'
import { TodoCountsUpkeep } from './todo-counts-upkeep'

/**
 * The shell's upkeep: device size, the user's views, tabs and recent menus following the
 * address, to-do counts. Apart, so an address change does not re-render the shell around it.
 */
export function ShellUpkeep({ describePage }: { describePage: DescribePage }) {
  useDeviceWatch()
  useUserViews()
  useTrackViews(describePage)
  return <TodoCountsUpkeep />
}
