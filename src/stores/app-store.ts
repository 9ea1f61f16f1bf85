import Cookies from 'js-cookie'
import { create } from 'zustand'
import { LIMITS } from '@/config/limits'
import { COOKIE_KEYS } from '@/config/storage-keys'

export type Skin = 'light' | 'dark'
export type Device = 'desktop' | 'mobile'

/** Below this body width the shell is in mobile mode (portal-spec §2: about 1024 px). */
export const MOBILE_BREAKPOINT = 1024

const readSkin = (): Skin => (Cookies.get(COOKIE_KEYS.skin) === 'dark' ? 'dark' : 'light')
// '0' means collapsed; anything else (or nothing, or junk) means open.
const readSidebarOpened = () => Cookies.get(COOKIE_KEYS.sidebarStatus) !== '0'

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
