import type { DbState } from './types'

/** The fixed demo data every reset starts from: no randomness, so tests are repeatable. */
export const DB_VERSION = 1

export function seed(): DbState {
  return {
    version: DB_VERSION,
    orgs: [
      { orgId: 'ORG001', orgName: '泉城私募基金管理有限公司' },
      { orgId: 'ORG002', orgName: '齐鲁资产管理有限公司' },
      { orgId: 'ORG003', orgName: '泰山投资管理有限公司' },
    ],
    users: [
      {
        userId: 'U1001',
        userName: 'manager',
        realName: '王经理',
        password: 'Manager123',
        mobile: '13800000001',
        orgIds: ['ORG001', 'ORG002'],
        roles: ['业务经办'],
        lockedMenuUrls: [
          'product-manage/fund-liquidation',
          'custodian/transfer-authority',
          'general-manage/role-management',
          'general-manage/menu-perm-manage',
          'general-manage/user-manage',
        ],
        hiddenMenuIds: [],
      },
      {
        userId: 'U1002',
        userName: 'admin',
        realName: '张管理员',
        password: 'Admin1234',
        mobile: '13800000002',
        orgIds: ['ORG003'],
        roles: ['系统管理员'],
        lockedMenuUrls: [],
        hiddenMenuIds: [],
      },
      {
        userId: 'U1003',
        userName: 'operator',
        realName: '李运营',
        password: 'Operator123',
        mobile: '13800000003',
        orgIds: ['ORG001'],
        roles: ['运营查询'],
        lockedMenuUrls: ['electronic-signature/pending-sign', 'contract-manage/contract-draft'],
        hiddenMenuIds: [10, 20],
      },
    ],
    sessions: [],
    imageCodes: {},
    smsCodes: {},
    ssoCodes: { 'DEMO-SSO-MANAGER': 'U1001', 'DEMO-SSO-ADMIN': 'U1002' },
    sysEnv: 'demo',
  }
}
