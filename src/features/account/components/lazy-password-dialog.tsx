import { lazy, Suspense } from 'react'

const PasswordDialog = lazy(() =>
  import('./password-dialog').then((m) => ({ default: m.PasswordDialog })),
)

/** The 密码修改 dialog, loaded the first time it opens (its form is not needed before). */
export function LazyPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null
  return (
    <Suspense>
      <PasswordDialog open onClose={onClose} />
    </Suspense>
  )
}
