import { Button, Result } from 'antd'
import { useNavigate } from 'react-router-dom'

const PAGES = {
  '401': {
    status: '403',
    title: '401',
    text: '抱歉，您无权访问该页面，如需访问请联系管理员授权。',
  },
  '404': { status: '404', title: '404', text: '抱歉，您访问的页面不存在或已被移除。' },
} as const

/** The /401 and /404 pages (and any /40x): reachable without login. */
export function StatusPage({ code }: { code: keyof typeof PAGES }) {
  const navigate = useNavigate()
  const page = PAGES[code]
  return (
    <Result
      status={page.status}
      title={page.title}
      subTitle={page.text}
      extra={
        <Button type="primary" onClick={() => navigate('/home-page', { replace: true })}>
          返回首页
        </Button>
      }
    />
  )
}
