import { MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useAppStore } from '@/stores/app-store'

/** Light/dark skin, kept in the skin cookie for a year; switches without a reload. */
export function SkinSwitch() {
  const skin = useAppStore((s) => s.skin)
  const skinChanged = useAppStore((s) => s.skinChanged)
  const next = skin === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? '切换到深色皮肤' : '切换到浅色皮肤'
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={skin === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => skinChanged(next)}
      />
    </Tooltip>
  )
}
