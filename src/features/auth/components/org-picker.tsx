import { Modal, Radio, Space } from 'antd'
import { useState } from 'react'
import { AntdProviders } from '@/components/antd-providers'
import { LIMITS } from '@contract/limits'
import type { Organization } from '@contract/api'

interface Props {
  orgs: Organization[]
  busy: boolean
  onChoose: (org: Organization) => void
  onCancel: () => void
}

/** Lets a user who is staff of several organisations choose which one to log in as. */
export default function OrgPicker({ orgs, busy, onChoose, onCancel }: Props) {
  const [chosen, setChosen] = useState(orgs[0]?.ORG_ID)
  const scroll = orgs.length > LIMITS.orgListScrollOver
  return (
    <AntdProviders>
      <Modal
        open
        title="请选择登录的管理人机构"
        okText="进 入"
        cancelText="取 消"
        mask={{ closable: false }}
        confirmLoading={busy}
        okButtonProps={{ disabled: !chosen }}
        onOk={() => {
          const org = orgs.find((o) => o.ORG_ID === chosen)
          if (org) onChoose(org)
        }}
        onCancel={onCancel}
      >
        <Radio.Group
          value={chosen}
          onChange={(e) => setChosen(e.target.value as string)}
          className={scroll ? 'org-picker__list org-picker__list--scroll' : 'org-picker__list'}
        >
          <Space orientation="vertical">
            {orgs.map((org) => (
              <Radio key={org.ORG_ID} value={org.ORG_ID}>
                {org.ORG_NAME}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Modal>
    </AntdProviders>
  )
}
