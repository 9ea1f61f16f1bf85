import { CheckCircleFilled, DownloadOutlined } from '@ant-design/icons'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { formatAmount, formatNav } from '@/lib/format'
import { notify } from '@/lib/notify'
import type { FinancialStatements } from '@contract/api/valuation-reports'
import { financialReportQuery } from '@/api/valuation/financial-report-api'
import { useReportConfirm } from '../hooks/use-report-confirm'
import { EquityChangeTable, StatementTable } from './financial-report-statement'
import { downloadStatements } from './financial-report-workbook'
import { CONFIRM_STATUSES } from './vat-columns'

const lineOf = (r: FinancialStatements, key: string) =>
  r.balanceSheet.find((l) => l.key === key)?.current ?? 0

/** The balance sheet's check as the user can read it: 资产总计 = 负债合计 + 净资产合计. */
function BalanceCheck({ report }: { report: FinancialStatements }) {
  const assets = lineOf(report, 'totalAssets')
  const liabilities = lineOf(report, 'totalLiabilities')
  const net = lineOf(report, 'netAssets')
  const ties = Math.round(assets * 100) === Math.round(liabilities * 100) + Math.round(net * 100)
  return (
    <div className="statement-check">
      {ties && <CheckCircleFilled style={{ color: 'var(--ant-color-success, #389e0d)' }} />}{' '}
      资产总计 {formatAmount(assets)} = 负债合计 {formatAmount(liabilities)} + 净资产合计{' '}
      {formatAmount(net)}
    </div>
  )
}

/** A fund's month: its three statements as tabs, 下载 as .xlsx and 确认 while 待确认. */
export function FinancialReportDrawer({
  reportId,
  onClose,
}: {
  reportId?: string
  onClose: () => void
}) {
  const detail = useQuery({ ...financialReportQuery(reportId ?? ''), enabled: Boolean(reportId) })
  const confirm = useReportConfirm()
  const download = useMutation({
    mutationFn: downloadStatements,
    onError: () => notify.error('报表文件生成失败，请重试'),
  })
  const report = detail.data
  const status = report && CONFIRM_STATUSES[report.status]
  const previous = report?.previousPeriod ? `上期金额（${report.previousPeriod}）` : '上期金额'
  const footer = report && (
    <Space>
      <Button
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate(report)}
      >
        下载报表
      </Button>
      {report.status === 'pending' && (
        <Popconfirm
          title="确认已核对三张报表？"
          okText="确认"
          onConfirm={() => confirm.mutateAsync(report.reportId)}
        >
          <Button type="primary" loading={confirm.isPending}>
            确认报表
          </Button>
        </Popconfirm>
      )}
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(reportId)}
      title={report ? `${report.fundName} ${report.period} 报表` : '报表'}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {report && status && (
        <>
          <div className="statement-meta">
            {report.fundCode} · 估值日 {report.navDate} · 单位净值 {formatNav(report.unitNav)} ·
            单位：元 <Tag color={status.color}>{status.text}</Tag>
            {report.confirmedBy && `${report.confirmedBy} ${report.confirmedAt ?? ''}`}
          </div>
          <Tabs
            items={[
              {
                key: 'balance',
                label: '资产负债表',
                children: (
                  <>
                    <StatementTable
                      caption="资产负债表"
                      lines={report.balanceSheet}
                      titles={['期末余额', '年初余额']}
                    />
                    <BalanceCheck report={report} />
                  </>
                ),
              },
              {
                key: 'income',
                label: '利润表',
                children: (
                  <StatementTable
                    caption="利润表"
                    lines={report.incomeStatement}
                    titles={['本期金额', previous]}
                  />
                ),
              },
              {
                key: 'equity',
                label: '净资产变动表',
                children: <EquityChangeTable lines={report.equityChanges} />,
              },
            ]}
          />
        </>
      )}
    </DetailDrawer>
  )
}
