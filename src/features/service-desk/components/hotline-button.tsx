import { PhoneOutlined } from '@ant-design/icons'
import { Button, Popover } from 'antd'
import { HOTLINE_CONSULT_TYPES } from '@/config/hotline'
import { HOTLINE } from '@contract/limits'
import './service-desk.css'

function HotlineCard() {
  return (
    <div className="hotline">
      <a className="hotline__number" href={`tel:${HOTLINE}`}>
        <PhoneOutlined aria-hidden /> {HOTLINE}
      </a>
      <div className="hotline__lead">拨通后请按键选择咨询类型：</div>
      <ul className="hotline__types" aria-label="咨询类型">
        {HOTLINE_CONSULT_TYPES.map(([key, label]) => (
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
