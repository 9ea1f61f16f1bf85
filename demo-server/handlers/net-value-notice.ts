import type { FundRecord } from '../db/types'

/*
 * The 净值公告's text as the server sends it: HTML (the client shows it only after
 * sanitising). Names are escaped here, as a real server would.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function navNoticeBody(fund: FundRecord, managerName: string): string {
  return [
    `<p>根据《私募投资基金信息披露管理办法》及《${escape(fund.fundName)}合同》的约定，${escape(managerName)}现将本基金的基金份额净值披露如下，净值已经基金托管人复核。</p>`,
    '<p><strong>风险提示：</strong>基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金财产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩不代表其未来表现，投资者在作出投资决策前，请仔细阅读基金合同等法律文件。</p>',
    '<p>本公告仅向本基金的合格投资者披露，请勿转发。</p>',
  ].join('')
}
