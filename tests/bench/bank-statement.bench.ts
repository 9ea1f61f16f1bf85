import { bench, describe } from 'vitest'
import { orgStatement } from '@demo-server/db/bank-statement'
import { seedFunds } from '@demo-server/db/seed-funds'
import '@demo-server/handlers/custodian-statement'
import { exportSourceOf } from '@demo-server/handlers/export-registry'

// custodian-statement registers the 银行流水 export source on import. 泉城's three years of
// bank statement: some 35,000 lines, built for end days in turn.
const FUNDS = seedFunds().filter((f) => f.orgId === 'ORG001')
const QC = '泉城私募基金管理有限公司'
let day = 0
const nextEnd = () => `2026-11-${String(10 + (day++ % 10)).padStart(2, '0')}`
orgStatement(FUNDS, QC, '2026-11-19')

describe('the demo bank statement, 泉城 (three years)', () => {
  bench('orgStatement, three years to an end day', () => {
    orgStatement(FUNDS, QC, nextEnd())
  })

  bench('the 银行流水 export rows', () => {
    exportSourceOf('bank-statement')!.rows('ORG001', {}, () => true)
  })
})
