import { Card, Tabs } from 'antd'
import { useState } from 'react'
import { DoneList } from '../components/done-list'
import { TodoGroups } from '../components/todo-groups'

/** 待办办结 (/todo-done-more): 待办 by page, and the paged 办结 history with 导出. */
export default function TodoDoneMorePage() {
  const [tab, setTab] = useState('todo')
  return (
    <Card title="待办办结">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden={false}
        items={[
          { key: 'todo', label: '待办', children: <TodoGroups /> },
          { key: 'done', label: '办结', children: <DoneList /> },
        ]}
      />
    </Card>
  )
}
