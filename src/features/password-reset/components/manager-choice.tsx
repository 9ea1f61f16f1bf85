import { Alert, Button, Form, Spin } from 'antd'
import { MANAGER_LIST_FAILED, type ManagerList } from '../hooks/use-manager-list'
import { OrgChoice } from './org-choice'

interface Props {
  list: ManagerList
  onRetry: () => void
}

/** The staff member's organisations (getRegisteredManagerList): loading, failed with 重试, or the choice. */
export function ManagerChoice({ list, onRetry }: Props) {
  if (list.status === 'ready') {
    return (
      <OrgChoice name="orgName" label="管理人机构" orgs={list.orgs} valueOf={(o) => o.orgName} />
    )
  }
  if (list.status === 'failed') {
    return (
      <Alert
        className="reset-error"
        type="error"
        showIcon
        title={MANAGER_LIST_FAILED}
        description={list.reason}
        action={
          <Button size="small" onClick={onRetry}>
            重试
          </Button>
        }
      />
    )
  }
  return (
    <Form.Item label="管理人机构">
      <Spin size="small" /> <span className="reset-note">正在查询管理人列表…</span>
    </Form.Item>
  )
}
