import { DownOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import type { VisitedView } from '@/stores/tabs-model'

interface Props {
  views: VisitedView[]
  activeKey: string
  onOpen: (view: VisitedView) => void
}

/** Every open tab in a list, for those scrolled out of the bar. */
export function OverflowTabs({ views, activeKey, onOpen }: Props) {
  const items = views.map((view) => ({ key: view.key, label: view.title }))
  return (
    <Dropdown
      menu={{
        items,
        selectedKeys: [activeKey],
        onClick: ({ key }) => {
          const view = views.find((v) => v.key === key)
          if (view) onOpen(view)
        },
      }}
      trigger={['click']}
    >
      <Button type="text" size="small" aria-label="全部标签页" icon={<DownOutlined />} />
    </Dropdown>
  )
}
