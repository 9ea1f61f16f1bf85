import { Modal } from 'antd'

interface Props {
  open: boolean
  onClose: () => void
}

/** The service agreement an applying organisation accepts. */
export default function AgreementDialog({ open, onClose }: Props) {
  return (
    <Modal
      open={open}
      title="管理人服务平台用户服务协议"
      onCancel={onClose}
      onOk={onClose}
      okText="我已阅读"
      cancelButtonProps={{ style: { display: 'none' } }}
      width={560}
    >
      <div className="apply-agreement">
        <p>
          一、本平台由托管人提供，供已签署托管、登记过户或估值核算服务协议的私募基金管理人及其授权人员办理相关业务。
        </p>
        <p>
          二、申请机构应保证所填信息及所提交材料真实、准确、完整，因信息不实产生的后果由申请机构承担。
        </p>
        <p>
          三、平台账号仅限经授权的人员使用，申请机构应妥善保管账号、密码及短信验证码，并对账号项下的操作负责。
        </p>
        <p>
          四、托管人依法保护申请机构及其人员的信息，仅为开通和提供平台服务之目的使用，法律法规另有规定的除外。
        </p>
        <p>五、托管人有权根据审核结果决定是否开通平台服务，并以短信方式通知申请联系人。</p>
      </div>
    </Modal>
  )
}
