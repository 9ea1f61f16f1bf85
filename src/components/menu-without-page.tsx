import { Typography } from 'antd'
import { ResultPanel } from './result-panel'

interface Props {
  title: string
  chain?: string
  desc?: string
}

/**
 * A menu the server grants that this version of the portal has no page for (a backend newer
 * than the build, or a demo scenario's bulk menus): says so plainly instead of a blank area.
 */
export default function MenuWithoutPage({ title, chain, desc }: Props) {
  return (
    <ResultPanel
      status="warning"
      title={`${title}：当前版本暂无此页面`}
      subTitle={
        <>
          {chain && <Typography.Paragraph type="secondary">{chain}</Typography.Paragraph>}
          {desc && <Typography.Paragraph>{desc}</Typography.Paragraph>}
          <Typography.Paragraph type="secondary">
            请刷新页面以获取门户的最新版本；如需办理相关业务，请联系服务热线。
          </Typography.Paragraph>
        </>
      }
    />
  )
}
