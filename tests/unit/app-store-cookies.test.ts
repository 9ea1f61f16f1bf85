import Cookies from 'js-cookie'
import { describe, expect, test } from 'vitest'
import { resetAppStore, useAppStore } from '@/stores/app-store'

/* Found by the storage-garbage journeys (tests/e2e/storage.e2e.ts): junk stayed in the cookies. */
describe('the skin and sidebar cookies', () => {
  test.each(['null', 'undefined', '{"dark":true}', 'DARK', ' dark', 'x'.repeat(1_800)])(
    'junk %j is read as the default and removed',
    (junk) => {
      Cookies.set('skin', junk, { path: '/' })
      Cookies.set('sidebarStatus', junk, { path: '/' })
      resetAppStore()
      expect(useAppStore.getState().skin).toBe('light')
      expect(useAppStore.getState().sidebarOpened).toBe(true)
      expect(Cookies.get('skin')).toBeUndefined()
      expect(Cookies.get('sidebarStatus')).toBeUndefined()
    },
  )

  test('known values are read and kept', () => {
    Cookies.set('skin', 'dark', { path: '/' })
    Cookies.set('sidebarStatus', '0', { path: '/' })
    resetAppStore()
    expect(useAppStore.getState().skin).toBe('dark')
    expect(useAppStore.getState().sidebarOpened).toBe(false)
    expect(Cookies.get('skin')).toBe('dark')
    expect(Cookies.get('sidebarStatus')).toBe('0')
  })
})
