import { SafeHtml } from '@/components/safe-html'
import { formatDate, formatNav, formatPercent, trendOf } from '@/lib/format'
import type { NavNotice } from '@contract/api/valuation'

/**
 * A 净值公告 as a document: its title, the figures in a table (unit and accumulated NAV, the
 * day's change), the server's text (sanitised) and who issues it.
 */
export function NavNoticeDocument({ notice }: { notice: NavNotice }) {
  const day = formatDate(notice.date)
  return (
    <article className="nav-notice" aria-label="净值公告">
      <h2 className="nav-notice__title">{notice.title}</h2>
      <p className="nav-notice__meta">{`披露日期：${day}`}</p>
      <table className="nav-notice__figures">
        <tbody>
          <tr>
            <th scope="row">基金名称</th>
            <td>{notice.fundName}</td>
            <th scope="row">基金代码</th>
            <td>{notice.fundCode}</td>
          </tr>
          <tr>
            <th scope="row">备案编码</th>
            <td>{notice.recordNo}</td>
            <th scope="row">净值日期</th>
            <td className="nav-notice__date">{day}</td>
          </tr>
          <tr>
            <th scope="row">基金份额净值</th>
            <td className="col-number">{formatNav(notice.unitNav)}</td>
            <th scope="row">基金份额累计净值</th>
            <td className="col-number">{formatNav(notice.accumNav)}</td>
          </tr>
          <tr>
            <th scope="row">日涨跌幅</th>
            <td className={`col-number trend--${trendOf(notice.dailyChange)}`}>
              {formatPercent(notice.dailyChange)}
            </td>
            <th scope="row">基金托管人</th>
            <td>{notice.custodianName}</td>
          </tr>
        </tbody>
      </table>
      <SafeHtml className="nav-notice__body" html={notice.bodyHtml} />
      <div className="nav-notice__sign">
        <div>{notice.managerName}</div>
        <div>{day}</div>
      </div>
    </article>
  )
}
