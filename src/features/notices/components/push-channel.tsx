import { usePushChannel } from '../hooks/use-push-channel'
import { useVersionWatch } from '../hooks/use-version-watch'

/** Mounted once in the logged-in area: the push channel and the new-version watch. */
export function PushChannel() {
  usePushChannel()
  useVersionWatch()
  return null
}
