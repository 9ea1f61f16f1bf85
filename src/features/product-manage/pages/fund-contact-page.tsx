import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Card, Skeleton, Space } from 'antd'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import type { FundContact } from '@contract/api/fund-query'
import { ContactFormDialog } from '../components/contact-form-dialog'
import { ContactTable } from '../components/contact-table'
import { FundNotFound } from '../components/fund-not-found'
import { useBackToFundList } from '../hooks/use-back-to-fund-list'
import { useFundContacts } from '../hooks/use-fund-contacts'
import { useFundDetail } from '../hooks/use-fund-queries'
import { useViewTitle } from '../hooks/use-view-title'

type Dialog = { open: false } | { open: true; contact?: FundContact }

/**
 * 联系人维护 (/funds-query-contact?fundCode=…): the fund's contacts and the notices each
 * receives; add, edit, delete (after a confirmation).
 */
export default function FundContactPage() {
  const [params] = useSearchParams()
  const fundCode = params.get('fundCode')?.trim() ?? ''
  const detail = useFundDetail(fundCode)
  const fund = detail.data
  const { list, save, remove } = useFundContacts(fundCode, Boolean(fund))
  const [dialog, setDialog] = useState<Dialog>({ open: false })
  const back = useBackToFundList()
  useViewTitle(fund && `联系人维护 ${fund.fundCode}`)

  if (!fundCode) return <FundNotFound fundCode="" />
  if (!fund) {
    if (detail.isError && isApiError(detail.error) && detail.error.kind === 'business') {
      return <FundNotFound fundCode={fundCode} />
    }
    return (
      <Card>
        {detail.isError ? (
          <LoadFailed title="产品信息加载失败" onRetry={() => void detail.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    )
  }

  const deleteContact = async (contact: FundContact) => {
    await remove.mutateAsync(contact.contactId)
    notify.success(`已删除联系人 ${contact.name}`)
  }
  return (
    <Card
      title={`${fund.fundCode} ${fund.fundName} · 联系人维护`}
      extra={
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })}>
            新增联系人
          </Button>
          <Button icon={<ArrowLeftOutlined />} onClick={back}>
            返回产品查询
          </Button>
        </Space>
      }
    >
      {list.isError && !list.data ? (
        <LoadFailed title="联系人加载失败" onRetry={() => void list.refetch()} />
      ) : (
        <ContactTable
          contacts={list.data}
          loading={list.isFetching}
          onEdit={(contact) => setDialog({ open: true, contact })}
          onDelete={(contact) => deleteContact(contact).catch(() => undefined)}
        />
      )}
      <ContactFormDialog
        open={dialog.open}
        fundCode={fund.fundCode}
        contact={dialog.open ? dialog.contact : undefined}
        onClose={() => setDialog({ open: false })}
        onSave={async (input) => {
          await save.mutateAsync(input)
          notify.success(input.contactId ? '联系人已更新' : '联系人已新增')
        }}
      />
    </Card>
  )
}
