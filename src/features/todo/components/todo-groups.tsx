import { RightOutlined } from '@ant-design/icons'
import { Badge, Button, Card, Empty, Result, Skeleton, Typography } from 'antd'
import type { TodoGroup } from '@contract/api/todo'
import { useOpenTodoPage } from '../hooks/use-open-todo-page'
import { useTodoList } from '../hooks/use-todo-queries'
import './todo.css'

function GroupCard({ group, open }: { group: TodoGroup; open: (url: string) => void }) {
  const more = group.count - group.items.length
  return (
    <Card
      size="small"
      className="todo-group"
      title={
        <Button type="link" className="todo-group__name" onClick={() => open(group.menuUrl)}>
          {group.menuName}
          <Badge count={group.count} overflowCount={99} aria-hidden />
        </Button>
      }
      extra={<Typography.Text type="secondary">{group.menuChainName}</Typography.Text>}
    >
      <ul className="todo-group__items" aria-label={`${group.menuName}待办，共 ${group.count} 条`}>
        {group.items.map((item) => (
          <li key={item.id}>
            <Button
              type="link"
              className="todo-item__title"
              title={item.title}
              onClick={() => open(group.menuUrl)}
            >
              {item.title}
            </Button>
            <Typography.Text type="secondary" className="todo-item__date">
              {item.createdAt}
            </Typography.Text>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Button type="link" size="small" onClick={() => open(group.menuUrl)}>
          还有 {more} 条，前往{group.menuName}处理 <RightOutlined />
        </Button>
      )}
    </Card>
  )
}

/** 待办: the organisation's pending items by page, most first; a click opens the page. */
export function TodoGroups() {
  const query = useTodoList()
  const open = useOpenTodoPage()
  if (query.isPending) {
    return (
      <div role="status" aria-label="正在加载待办">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title="待办加载失败"
        subTitle="暂时无法获取待办事项，请稍后重试。"
        extra={<Button onClick={() => void query.refetch()}>重新加载</Button>}
      />
    )
  }
  const { groups, total } = query.data
  if (!groups.length) return <Empty description="暂无待办事项" />
  return (
    <>
      <Typography.Paragraph type="secondary">
        共 {total} 条待办，分属 {groups.length} 个业务菜单
      </Typography.Paragraph>
      <div className="todo-groups">
        {groups.map((group) => (
          <GroupCard key={group.menuUrl} group={group} open={open} />
        ))}
      </div>
    </>
  )
}
