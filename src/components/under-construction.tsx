import { Typography } from 'antd'
import { ResultPanel } from './result-panel'

interface Props {
  title: string
  chain?: string
  desc?: string
}

/** A page whose screen has not been built yet: says so plainly instead of a blank area. */
export default function UnderConstruction({ title, chain, desc }: Props) {
  return (
    <ResultPanel
      status="info"
      title={`${title}（建设中）`}
      subTitle={
        <>
          {chain && <Typography.Paragraph type="secondary">{chain}</Typography.Paragraph>}
          {desc && <Typography.Paragraph>{desc}</Typography.Paragraph>}
          <Typography.Paragraph type="secondary">
            该页面正在建设中，将在后续版本上线；如需办理相关业务，请联系服务热线。
          </Typography.Paragraph>
        </>
      }
    />
  )
}
