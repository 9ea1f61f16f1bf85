import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { LiteToastHost } from '@/components/lite-toast'
import { useAppStore } from '@/stores/app-store'
import { appQueryClient } from '@/lib/query-client'
import './session-cache'

/**
 * What every page needs, kept free of antd because the login page loads it: the server-state
 * cache, the skin on <html> and a light message host. antd comes with the lazily loaded parts
 * (AntdProviders).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const skin = useAppStore((s) => s.skin)
  useEffect(() => {
    document.documentElement.dataset.skin = skin
  }, [skin])
  return (
    <QueryClientProvider client={appQueryClient()}>
      <LiteToastHost />
      {children}
    </QueryClientProvider>
  )
}
