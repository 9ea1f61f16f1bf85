import { Button, ConfigProvider, Form, Input } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { createRoot } from 'react-dom/client'

/**
 * The benchmark's yardstick: the plainest antd login screen (ConfigProvider, a Form with
 * 用户名, 密码 and 登录), so the portal's login page is judged against what antd alone costs.
 */
function ReferenceLogin() {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#d60011' } }}>
      <main style={{ maxWidth: 360, margin: '120px auto' }}>
        <Form name="login" layout="vertical" autoComplete="off">
          <Form.Item label="用户名" name="userName" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true }]}>
            <Input.Password />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            登录
          </Button>
        </Form>
      </main>
    </ConfigProvider>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(<ReferenceLogin />)
