import type { PasswordResetTables } from './password-reset-types'

/**
 * Investors with accounts at the demo organisations (docs/user-guide.md lists them): people with an ID
 * card, a passport or a travel permit, and an institution with its 统一社会信用代码. Document
 * numbers are made up but pass the format and checksum rules of contract/validators.ts.
 */
export function seedPasswordReset(): PasswordResetTables {
  return {
    investors: [
      {
        investorId: 'INV001',
        userName: '刘晓梅',
        certificatesType: '0',
        certificatesNum: '370103199002150029',
        mobile: '13900000001',
        accounts: [
          { orgId: 'ORG001', password: 'Investor123' },
          { orgId: 'ORG002', password: 'Investor123' },
        ],
      },
      {
        investorId: 'INV002',
        userName: '陈建国',
        certificatesType: '0',
        certificatesNum: '370202197501010055',
        mobile: '13900000002',
        accounts: [{ orgId: 'ORG001', password: 'Chen2024' }],
      },
      {
        investorId: 'INV003',
        userName: 'John Smith',
        certificatesType: '1',
        certificatesNum: 'E12345678',
        mobile: '13900000003',
        accounts: [{ orgId: 'ORG003', password: 'Smith2024' }],
      },
      {
        investorId: 'INV004',
        userName: '黄志明',
        certificatesType: '3',
        certificatesNum: 'H12345678',
        mobile: '13900000004',
        accounts: [{ orgId: 'ORG002', password: 'Wong2024' }],
      },
      {
        investorId: 'INV005',
        userName: '济南鲁信投资合伙企业（有限合伙）',
        certificatesType: '4',
        certificatesNum: '91370100MA3C5XYK1P',
        mobile: '13900000005',
        accounts: [
          { orgId: 'ORG001', password: 'Luxin2024' },
          { orgId: 'ORG003', password: 'Luxin2024' },
        ],
      },
    ],
    resetAttempts: {},
    resetTickets: {},
    investorGrants: {},
  }
}
