import { RightOutlined } from '@ant-design/icons'
import { Badge, Button, Typography } from 'antd'
import { HomeCard } from '@/components/home-card'
import { useOpenTodoPage } from '../hooks/use-open-todo-page'
import { useTodoHome } from '../hooks/use-todo-queries'
import './todo.css'

/** The home page's 待办事项: pending items by page with counts; a click opens the page. */
export default function TodoHomeCard() {
  const query = useTodoHome()
  const open = useOpenTodoPage()
  const groups = query.data?.groups ?? []
  return (
    <HomeCard
      title="待办事项"
      morePath="/todo-done-more"
      extra={
        query.data?.total ? (
          <Typography.Text type="secondary">共 {query.data.total} 条</Typography.Text>
        ) : undefined
      }
      state={query}
      emptyText={query.data && !groups.length ? '暂无待办事项' : false}
    >
      <ul className="todo-home-list" aria-label="待办事项">
        {groups.map((group) => (
          <li key={group.menuUrl}>
            <Button type="text" onClick={() => open(group.menuUrl)}>
              {/* The name starts with what shows (axe: label-content-name-mismatch); the
                  badge's 99+ is said as the whole count. */}
              <span>{group.menuName}</span>
              <span className="todo-sr-only">{`，${group.count} 条待办`}</span>
              <span aria-hidden>
                <Badge count={group.count} overflowCount={99} />
                <RightOutlined style={{ marginLeft: 8, fontSize: 11 }} />
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </HomeCard>
  )
}
