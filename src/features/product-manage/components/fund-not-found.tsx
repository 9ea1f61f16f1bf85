import { Button, Result } from 'antd'
import { useBackToFundList } from '../hooks/use-back-to-fund-list'

/** An unknown or another organisation's fund code: said plainly, with a way back. */
export function FundNotFound({ fundCode }: { fundCode: string }) {
  const back = useBackToFundList()
  return (
    <Result
      status="404"
      title="未找到该产品"
      subTitle={
        fundCode
          ? `产品代码 ${fundCode} 不存在，或不属于当前登录的管理人机构。`
          : '链接中缺少产品代码，请从产品查询列表进入。'
      }
      extra={
        <Button type="primary" onClick={back}>
          返回产品查询
        </Button>
      }
    />
  )
}
