import { Card, Skeleton } from 'antd'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { EmailForm } from '../components/email-form'
import { EMAIL_PATHS, emailSeePath } from '../components/email-paths'
import { useEmailType, useEmailTypeActions } from '../hooks/use-email-types'
import '../components/financial-report.css'

/**
 * 编辑邮件配置 (…/edit-email-manage-info?id=…; without id: 新增): the type's form; 保存
 * persists it and shows it at 查看, 取消 goes back to the list (asking first if edited).
 */
export default function EmailEditPage() {
  const [params] = useSearchParams()
  const typeId = params.get('id') ?? undefined
  const navigate = useNavigate()
  const type = useEmailType(typeId)
  const { save } = useEmailTypeActions()
  let body
  if (typeId && type.isError) {
    body = <LoadFailed title="收件人类型加载失败" onRetry={() => void type.refetch()} />
  } else if (typeId && !type.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />
  } else {
    body = (
      <EmailForm
        // A fresh form for another type, or once this one is saved.
        key={`${typeId ?? 'new'}/${type.data?.updatedAt ?? ''}`}
        type={type.data}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync(values)}
        onSaved={(saved) => void navigate(emailSeePath(saved.typeId))}
        onCancel={() => void navigate(EMAIL_PATHS.list)}
      />
    )
  }
  return (
    <Card
      title={typeId ? `编辑收件人类型${type.data ? `：${type.data.name}` : ''}` : '新增收件人类型'}
    >
      {body}
    </Card>
  )
}
