import Cookies from 'js-cookie'
import { create } from 'zustand'
import { LIMITS } from '@contract/limits'
import { COOKIE_KEYS } from '@/config/storage-keys'

export type Skin = 'light' | 'dark'
export type Device = 'desktop' | 'mobile'

/** Below this body width the shell is in mobile mode (portal-spec §2: about 1024 px). */
export const MOBILE_BREAKPOINT = 1024

/** A cookie's value when it is one of the known ones; junk is removed, never left behind. */
function knownCookie<T extends string>(key: string, known: readonly T[]): T | undefined {
  const value = Cookies.get(key)
  if (value === undefined) return undefined
  if ((known as readonly string[]).includes(value)) return value as T
  Cookies.remove(key, { path: '/' })
  return undefined
}

const readSkin = (): Skin => knownCookie(COOKIE_KEYS.skin, ['light', 'dark']) ?? 'light'
// '0' means collapsed; '1' or nothing means open.
const readSidebarOpened = () => knownCookie(COOKIE_KEYS.sidebarStatus, ['0', '1']) !== '0'

interface AppState {
  skin: Skin
  device: Device
  sidebarOpened: boolean
  /** The content area fills the window: header, sidebar and tags hidden. */
  maximised: boolean
  skinChanged: (skin: Skin) => void
  deviceChanged: (device: Device) => void
  sidebarToggled: () => void
  sidebarClosed: () => void
  maximiseToggled: () => void
}

const initial = () => ({
  skin: readSkin(),
  device: 'desktop' as Device,
  sidebarOpened: readSidebarOpened(),
  maximised: false,
})

export const useAppStore = create<AppState>()((set, get) => ({
  ...initial(),
  skinChanged: (skin) => {
    Cookies.set(COOKIE_KEYS.skin, skin, { expires: LIMITS.skinCookieDays, path: '/' })
    set({ skin })
  },
  deviceChanged: (device) => {
    Cookies.set(COOKIE_KEYS.device, device, { path: '/' })
    // Mobile mode closes the sidebar (it becomes a drawer).
    set(device === 'mobile' ? { device, sidebarOpened: false } : { device })
  },
  sidebarToggled: () => {
    const sidebarOpened = !get().sidebarOpened
    if (get().device === 'desktop') {
      Cookies.set(COOKIE_KEYS.sidebarStatus, sidebarOpened ? '1' : '0', { path: '/' })
    }
    set({ sidebarOpened })
  },
  sidebarClosed: () => set({ sidebarOpened: false }),
  maximiseToggled: () => set({ maximised: !get().maximised }),
}))

export function resetAppStore() {
  useAppStore.setState(initial())
}
