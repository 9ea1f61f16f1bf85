import Cookies from 'js-cookie'
import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'
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

/**
 * What the cookies keep (portal-spec §3, "skin and sidebar state"): the skin, the desktop
 * sidebar (a mobile drawer's state is not kept) and the device, which is written but never
 * read back: it follows the window's width.
 */
interface Saved {
  skin: Skin
  sidebarOpened?: boolean
  device?: Device
}

/**
 * Each value in its own cookie, as before persist (so version 0), with the same attributes.
 * A cookie is written only when it would read back differently: the defaults are not written
 * over an absent cookie, and a skin chosen again keeps its expiry. (persist's `name` is
 * unused: each value has its own cookie.)
 */
const cookieStorage: PersistStorage<Saved> = {
  getItem: () => ({ state: { skin: readSkin(), sidebarOpened: readSidebarOpened() }, version: 0 }),
  setItem: (_name, { state }) => {
    if (state.skin !== readSkin()) {
      Cookies.set(COOKIE_KEYS.skin, state.skin, { expires: LIMITS.skinCookieDays, path: '/' })
    }
    if (state.sidebarOpened !== undefined && state.sidebarOpened !== readSidebarOpened()) {
      Cookies.set(COOKIE_KEYS.sidebarStatus, state.sidebarOpened ? '1' : '0', { path: '/' })
    }
    if (state.device !== undefined && state.device !== Cookies.get(COOKIE_KEYS.device)) {
      Cookies.set(COOKIE_KEYS.device, state.device, { path: '/' })
    }
  },
  removeItem: () =>
    [COOKIE_KEYS.skin, COOKIE_KEYS.sidebarStatus, COOKIE_KEYS.device].forEach((key) =>
      Cookies.remove(key, { path: '/' }),
    ),
}

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

const initial = {
  skin: 'light' as Skin,
  device: 'desktop' as Device,
  sidebarOpened: true,
  maximised: false,
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...initial,
      skinChanged: (skin) => set({ skin }),
      // Mobile mode closes the sidebar (it becomes a drawer); back on a desktop, the sidebar
      // is as the user last left it there (the cookie), never the drawer's state.
      deviceChanged: (device) =>
        set(
          device === 'mobile'
            ? { device, sidebarOpened: false }
            : { device, sidebarOpened: readSidebarOpened() },
        ),
      sidebarToggled: () => set({ sidebarOpened: !get().sidebarOpened }),
      sidebarClosed: () => set({ sidebarOpened: false }),
      maximiseToggled: () => set({ maximised: !get().maximised }),
    }),
    {
      name: 'app',
      storage: cookieStorage,
      partialize: ({ skin, device, sidebarOpened }) => ({
        skin,
        device,
        sidebarOpened: device === 'desktop' ? sidebarOpened : undefined,
      }),
      version: 0,
      // A (re)hydration is a start: from what the cookies hold, the rest as at first.
      merge: (saved, current) => ({ ...current, ...initial, ...(saved as Saved) }),
    },
  ),
)

/** For tests: start again from what the cookies hold. */
export function resetAppStore() {
  void useAppStore.persist.rehydrate()
}
