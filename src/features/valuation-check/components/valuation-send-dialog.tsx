import { Descriptions, Modal } from 'antd'
import { formatDate } from '@/lib/format'
import { useValuationSend } from '../hooks/use-valuation-actions'
import { ValuationRecipients } from './valuation-recipients'

export interface SendTarget {
  kind: 'table' | 'nav'
  fundCode: string
  fundName: string
  date: string
}

const TITLES = { table: '发送估值表', nav: '发送净值' } as const

/**
 * 发送 a table or a day's NAV: what goes, to whom (the fund's contacts who receive it and the
 * organisation's mailbox), then 确认发送. A refusal (not yet checked…) shows and it stays open.
 */
export function ValuationSendDialog({
  target,
  onClose,
}: {
  target?: SendTarget
  onClose: () => void
}) {
  const { send } = useValuationSend()
  const submit = async () => {
    if (!target) return
    await send.mutateAsync({ kind: target.kind, fundCode: target.fundCode, date: target.date })
    onClose()
  }
  return (
    <Modal
      open={Boolean(target)}
      title={target && TITLES[target.kind]}
      okText="确认发送"
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={send.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="产品">{`${target.fundCode} ${target.fundName}`}</Descriptions.Item>
          <Descriptions.Item label={target.kind === 'table' ? '估值日期' : '净值日期'}>
            {formatDate(target.date)}
          </Descriptions.Item>
          <Descriptions.Item label="收件人">
            <ValuationRecipients kind={target.kind} fundCode={target.fundCode} />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  )
}
