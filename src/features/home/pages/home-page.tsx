import { SettingOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Skeleton } from 'antd'
import { Suspense, useMemo, useState, type ComponentProps } from 'react'
import type { HomeModule } from '@/components/home-card'
import { opensAhead, preloadable } from '@/components/preloadable'
import type { ModuleSettingsDialog as SettingsDialog } from '../components/module-settings-dialog'
import { ModuleSlot } from '../components/module-slot'
import { useModuleSettings } from '../hooks/use-module-settings'
import { placeModules, toSettings, type PlacedModule } from '../module-layout'
import '../components/home.css'

// Loaded when first asked for (the pointer on 模块设置, or its click): not in the home page's
// first load, and shown once loaded, without React's 300 ms hold-back after a fallback.
const ModuleSettingsDialog = preloadable<ComponentProps<typeof SettingsDialog>>(() =>
  import('../components/module-settings-dialog').then((m) => ({ default: m.ModuleSettingsDialog })),
)

/**
 * /home-page: the modules the user chose, in their order, two columns on a wide screen and one
 * below 1024 px (a wide module spans both). Each card loads and fails alone.
 */
export function HomePage({ modules }: { modules: readonly HomeModule[] }) {
  const layout = useModuleSettings(modules)
  const [editing, setEditing] = useState(false)
  const [opened, setOpened] = useState(0)
  const defaults = useMemo(() => placeModules(modules, undefined), [modules])
  const shown = layout.placed.filter((p) => p.visible)

  const save = (next: PlacedModule[]) =>
    layout.save.mutate(toSettings(next), { onSuccess: () => setEditing(false) })

  return (
    <div className="home-page">
      <div className="home-page__bar">
        {layout.failed && (
          <Alert
            type="warning"
            showIcon
            title="未能读取您的首页模块设置，当前显示默认布局。"
            action={
              <Button size="small" type="link" onClick={layout.retry}>
                重新加载
              </Button>
            }
          />
        )}
        <Button
          icon={<SettingOutlined />}
          {...opensAhead(ModuleSettingsDialog, () => {
            setOpened((n) => n + 1)
            setEditing(true)
          })}
          disabled={layout.loading}
        >
          模块设置
        </Button>
      </div>
      {layout.loading ? (
        <div className="home-grid" role="status" aria-label="正在加载首页">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} active paragraph={{ rows: 5 }} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Empty description="首页模块均已隐藏，可在“模块设置”中选择要显示的模块" />
      ) : (
        <div className="home-grid">
          {shown.map(({ module }) => (
            <ModuleSlot key={module.key} module={module} />
          ))}
        </div>
      )}
      {opened > 0 && (
        <Suspense fallback={null}>
          <ModuleSettingsDialog
            key={opened}
            open={editing}
            current={layout.placed}
            defaults={defaults}
            saving={layout.save.isPending}
            onSave={save}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </div>
  )
}
