import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons'
import { HOTLINE_CONSULT_TYPES, HOTLINE_HOURS } from '@/config/hotline'
import { HOTLINE } from '@contract/limits'
import { PublicPage } from '../components/public-page'
import '../content/content.css'

interface Contact {
  team: string
  duty: string
  phone: string
  email: string
}

const CONTACTS: Contact[] = [
  {
    team: '托管业务部',
    duty: '产品托管业务咨询、托管协议与账户开立',
    phone: '0531-68889520',
    email: 'custody@example.com',
  },
  {
    team: '基金服务部',
    duty: '份额登记、估值核算与估值表发送',
    phone: '0531-68889521',
    email: 'fundservice@example.com',
  },
  {
    team: '运营清算部',
    duty: '划款指令、资金清算与募集户划款',
    phone: '0531-68889522',
    email: 'clearing@example.com',
  },
  {
    team: '市场合作部',
    duty: '首次合作洽谈、外包服务方案',
    phone: '0531-68889523',
    email: 'partner@example.com',
  },
]

const ADDRESSES: Array<[string, string, string]> = [
  ['公司总部', '山东省济南市历下区经十路 0000 号金融中心 A 座', '250000'],
  ['托管运营中心', '山东省济南市高新区舜华路 0000 号数据大厦 8 层', '250100'],
]

const tel = (phone: string) => `tel:${phone.replace(/-/g, '')}`

/** 联系我们: the hotline and its keys, the offices, and each team's contacts. */
export default function ContactUsPage() {
  return (
    <PublicPage
      title="联系我们"
      lead="如需咨询托管与基金服务业务，欢迎致电服务热线或联系相关业务部门。"
    >
      <div className="contact-top">
        <section className="public-panel contact-hotline" aria-labelledby="hotline-title">
          <h2 id="hotline-title">服务热线</h2>
          <a className="contact-hotline__number" href={tel(HOTLINE)}>
            <PhoneOutlined aria-hidden /> {HOTLINE}
          </a>
          <p className="public-muted">服务时间：{HOTLINE_HOURS}</p>
          <p>拨通后请按键选择咨询类型：</p>
          <ul className="contact-keys" aria-label="咨询类型">
            {HOTLINE_CONSULT_TYPES.map(([key, label]) => (
              <li key={key}>
                <span className="contact-keys__key">{key}</span>
                {label}
              </li>
            ))}
          </ul>
        </section>
        <section className="public-panel" aria-labelledby="address-title">
          <h2 id="address-title">联系地址</h2>
          <ul className="contact-addresses">
            {ADDRESSES.map(([name, address, postcode]) => (
              <li key={name}>
                <EnvironmentOutlined aria-hidden />
                <div>
                  <strong>{name}</strong>
                  <div>{address}</div>
                  <div className="public-muted">邮编：{postcode}</div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="public-panel" aria-labelledby="teams-title">
        <h2 id="teams-title">业务联系</h2>
        <ul className="contact-cards">
          {CONTACTS.map((c) => (
            <li key={c.team} className="contact-card">
              <h3>{c.team}</h3>
              <p className="public-muted">{c.duty}</p>
              <a className="public-link" href={tel(c.phone)}>
                <PhoneOutlined aria-hidden /> {c.phone}
              </a>
              <a className="public-link" href={`mailto:${c.email}`}>
                <MailOutlined aria-hidden /> {c.email}
              </a>
            </li>
          ))}
        </ul>
        <p className="public-muted">注：除服务热线外，本页地址、电话与邮箱为演示数据。</p>
      </section>
    </PublicPage>
  )
}
