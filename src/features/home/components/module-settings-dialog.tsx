import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Checkbox, Modal, Tag } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { moved, type PlacedModule } from '../module-layout'

interface Props {
  open: boolean
  /** The layout as it stands, and the default one (恢复默认). */
  current: readonly PlacedModule[]
  defaults: readonly PlacedModule[]
  saving: boolean
  onSave: (next: PlacedModule[]) => void
  onClose: () => void
}

type Direction = 'up' | 'down'

/** 模块设置: tick which modules show and move them up or down; 确 定 saves for this user. */
export function ModuleSettingsDialog({ open, current, defaults, saving, onSave, onClose }: Props) {
  // Mounted afresh (a new key) each time it opens, so it starts from the current layout.
  const [draft, setDraft] = useState<PlacedModule[]>(() => [...current])
  const pendingFocus = useRef<{ key: string; direction: Direction }>(undefined)
  const buttons = useRef(new Map<string, HTMLElement | null>())

  // Moving a row re-orders the DOM; keep the keyboard on the row that moved.
  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus) return
    pendingFocus.current = undefined
    const index = draft.findIndex((p) => p.module.key === focus.key)
    const atEnd = focus.direction === 'up' ? index === 0 : index === draft.length - 1
    const direction = atEnd ? (focus.direction === 'up' ? 'down' : 'up') : focus.direction
    buttons.current.get(`${focus.key}:${direction}`)?.focus()
  }, [draft])

  const move = (index: number, direction: Direction) => {
    const item = draft[index]
    if (!item) return
    setDraft(moved(draft, index, direction === 'up' ? index - 1 : index + 1))
    pendingFocus.current = { key: item.module.key, direction }
  }
  const toggle = (index: number, visible: boolean) =>
    setDraft(draft.map((p, i) => (i === index ? { ...p, visible } : p)))

  return (
    <Modal
      open={open}
      title="模块设置"
      width={480}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reset" style={{ float: 'left' }} onClick={() => setDraft([...defaults])}>
          恢复默认
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取 消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => onSave(draft)}>
          确 定
        </Button>,
      ]}
    >
      <p>勾选要在首页显示的模块，用箭头调整顺序。</p>
      <ol className="home-settings" aria-label="首页模块" style={{ padding: 0, margin: 0 }}>
        {draft.map(({ module, visible }, index) => (
          <li key={module.key} className="home-settings__item" style={{ listStyle: 'none' }}>
            <Checkbox checked={visible} onChange={(e) => toggle(index, e.target.checked)}>
              {module.title}
              {module.wide && (
                <Tag style={{ marginInlineStart: 8 }} variant="filled">
                  通栏
                </Tag>
              )}
            </Checkbox>
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                size="small"
                type="text"
                ref={(el) => {
                  buttons.current.set(`${module.key}:${direction}`, el)
                }}
                aria-label={`${direction === 'up' ? '上移' : '下移'}${module.title}`}
                icon={direction === 'up' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                disabled={direction === 'up' ? index === 0 : index === draft.length - 1}
                onClick={() => move(index, direction)}
              />
            ))}
          </li>
        ))}
      </ol>
    </Modal>
  )
}
