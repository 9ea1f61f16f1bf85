import { seedAccountTables } from './seed-account'
import { seedAnnouncementReads, seedAnnouncements } from './seed-announcements'
import { seedDownloadTasks } from './seed-downloads'
import { seedDemands } from './seed-demands'
import { custodianPendingItems, seedCustodian } from './seed-custodian'
import { eSignPendingItems, seedESign } from './seed-e-sign'
import { dataSubmissionPendingItems, seedDataSubmission } from './seed-data-submission'
import { contractPendingItems, seedContracts } from './seed-contracts'
import { seedPasswordReset } from './seed-investors'
import { investorAuditPendingItems, seedInvestorUsers } from './seed-investor-users'
import { seedFundEvents, seedFunds } from './seed-funds'
import { seedFundContacts } from './seed-fund-contacts'
import { seedFundCreates } from './seed-fund-create'
import { seedDividends } from './seed-fund-dividends'
import { seedLiquidations } from './seed-fund-liquidation'
import { seedMessages } from './seed-messages'
import { seedPayAccountChanges } from './seed-pay-account-changes'
import { DEMO_CREDIT_CODES, seedAdminChangeRequests, seedRegistrations } from './seed-registrations'
import type { DbState } from './types'
import { DEMO_ROLE, seedRoles } from './seed-roles'
import { seedValuationReports } from './seed-valuation-reports'
import { seedValuation, valuationPendingItems } from './seed-valuation'
import { salesPendingItems, seedSales } from './seed-sales'
import { beijingNow } from './seed-custodian-time'
import { at, beijingToday } from './application-dates'
import { addDays } from './trading-days'
import { seedTransferAgent, transferAgentPendingItems } from './seed-transfer-agent'

/** The fixed demo data every reset starts from: no randomness, so tests are repeatable. */
export const DB_VERSION = 13

export function seed(): DbState {
  const seedDay = beijingToday()
  const announcements = seedAnnouncements()
  const funds = seedFunds()
  const fundCreates = seedFundCreates(funds)
  const liquidations = seedLiquidations(funds)
  const dividends = seedDividends(funds)
  const custodian = seedCustodian(funds)
  const eSign = seedESign(funds)
  const dataSubmission = seedDataSubmission(funds)
  const valuationReports = seedValuationReports(funds)
  const valuation = seedValuation(funds)
  const contracts = seedContracts(funds)
  const investorUsers = seedInvestorUsers(seedPasswordReset().investors)
  const sales = seedSales(funds, beijingNow())
  const transferAgent = seedTransferAgent(funds)
  return {
    version: DB_VERSION,
    seedDay,
    orgs: [
      {
        orgId: 'ORG001',
        orgName: '泉城私募基金管理有限公司',
        creditCode: DEMO_CREDIT_CODES.ORG001,
      },
      { orgId: 'ORG002', orgName: '齐鲁资产管理有限公司', creditCode: DEMO_CREDIT_CODES.ORG002 },
      { orgId: 'ORG003', orgName: '泰山投资管理有限公司', creditCode: DEMO_CREDIT_CODES.ORG003 },
    ],
    users: [
      {
        userId: 'U1001',
        userName: 'manager',
        realName: '王经理',
        password: 'Manager123',
        mobile: '13800000001',
        idType: '0',
        idCode: '370102198503120011',
        orgIds: ['ORG001', 'ORG002'],
        roleIds: [DEMO_ROLE.business],
      },
      {
        userId: 'U1002',
        userName: 'admin',
        realName: '张管理员',
        password: 'Admin1234',
        mobile: '13800000002',
        idType: '0',
        idCode: '370102197906080021',
        orgIds: ['ORG003'],
        roleIds: [DEMO_ROLE.admin],
      },
      {
        userId: 'U1003',
        userName: 'operator',
        realName: '李运营',
        password: 'Operator123',
        mobile: '13800000003',
        idType: '0',
        idCode: '370103198809210032',
        orgIds: ['ORG001'],
        roleIds: [DEMO_ROLE.operations],
      },
      {
        // Kept for /reset-password journeys, so they never change another demo user's password.
        userId: 'U1004',
        userName: 'resetdemo',
        realName: '赵晓晨',
        password: 'Reset1234',
        mobile: '13800000004',
        idType: '0',
        idCode: '370102199204150047',
        orgIds: ['ORG001', 'ORG002'],
        // Two roles: the union reaches everything, as before roles came in.
        roleIds: [DEMO_ROLE.business, DEMO_ROLE.admin],
      },
    ],
    roles: seedRoles(),
    sessions: [],
    imageCodes: {},
    smsCodes: {},
    ssoCodes: { 'DEMO-SSO-MANAGER': 'U1001', 'DEMO-SSO-ADMIN': 'U1002' },
    sysEnv: 'demo',
    // 产品查询, 银行流水, 估值表 / 产品查询, 托管户余额; operator starts with none.
    favorites: { U1001: [110101, 120102, 130101], U1002: [110101, 120101] },
    // 产品成立、清算、分红 and 托管查询 records awaiting the manager hold their own pending items.
    pendingItems: [
      ...fundCreates.pending,
      ...liquidations.pending,
      ...dividends.pending,
      ...custodianPendingItems(custodian),
      ...eSignPendingItems(eSign, funds),
      ...dataSubmissionPendingItems(funds, dataSubmission),
      ...valuationReports.pending,
      ...valuationPendingItems(valuation, funds),
      ...contractPendingItems(contracts),
      ...investorAuditPendingItems(investorUsers),
      ...salesPendingItems(sales, funds),
      ...transferAgentPendingItems(transferAgent, funds),
    ],
    doneItems: [],
    downloadTasks: seedDownloadTasks(funds, seedDay),
    // The manager has rated 产品查询 满意 (feedBackType 1).
    extraMenus: [],
    remarks: [
      {
        userId: 'U1001',
        menuId: 110101,
        feedBackType: 1,
        feedBackReview: '',
        at: new Date(at(addDays(seedDay, -3), '10:00')).toISOString(),
      },
    ],
    messages: seedMessages(funds, dividends.records, seedDay),
    announcements,
    announcementReads: seedAnnouncementReads(announcements),
    wxQrCodes: {},
    ...seedPasswordReset(),
    ...seedAccountTables(),
    registrations: seedRegistrations(),
    adminChangeRequests: seedAdminChangeRequests(),
    applyUploads: {},
    applyCodes: {},
    funds,
    // Dated around the day of the seed, so the calendar always has this month's events.
    fundEvents: seedFundEvents(funds),
    homeModuleSettings: {},
    fundContacts: seedFundContacts(funds),
    revealLog: [],
    ...seedDemands(),
    ...seedPayAccountChanges(funds),
    fundCreates: fundCreates.records,
    liquidations: liquidations.records,
    dividends: dividends.records,
    applicationUploads: {},
    ...custodian,
    ...eSign,
    ...dataSubmission,
    ...valuationReports.tables,
    ...valuation,
    ...contracts,
    ...investorUsers,
    ...sales,
    ...transferAgent,
  }
}
