import { PhoneOutlined } from '@ant-design/icons'
import { Button, Popover } from 'antd'
import { HOTLINE } from '@/config/limits'
import './service-desk.css'

/** The consult types, each with the key to press after dialling (portal-spec §2, in order). */
export const CONSULT_TYPES: ReadonlyArray<readonly [key: string, label: string]> = [
  ['1', '产品成立、申购赎回、募集户划款'],
  ['2', '托管户划款及费用支付'],
  ['3', '三方签约及账户业务'],
  ['4', '分红及清算'],
  ['5', '估值报表及信息披露'],
  ['6', '管理人服务平台咨询'],
  ['7', '合同起草及变更'],
  ['8', '其他业务'],
  ['0', '首次合作洽谈'],
]

function HotlineCard() {
  return (
    <div className="hotline">
      <a className="hotline__number" href={`tel:${HOTLINE}`}>
        <PhoneOutlined aria-hidden /> {HOTLINE}
      </a>
      <div className="hotline__lead">拨通后请按键选择咨询类型：</div>
      <ul className="hotline__types" aria-label="咨询类型">
        {CONSULT_TYPES.map(([key, label]) => (
          <li key={key} className="hotline__type">
            <span className="hotline__key" aria-label={`按键 ${key}`}>
              {key}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** 服务热线: the hotline number and what each key of its menu is for. */
export function HotlineButton() {
  return (
    <Popover title="服务热线" content={<HotlineCard />} trigger={['hover', 'click']}>
      <Button type="text" shape="circle" aria-label="服务热线" icon={<PhoneOutlined />} />
    </Popover>
  )
}
