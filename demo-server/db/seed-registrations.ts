import type { AdminChangeRequestRecord, RegistrationRecord } from './registration-types'

/**
 * 统一社会信用代码 of the demo organisations (valid check characters). The handlers also read
 * them from here, for a demo database saved in the browser before the orgs carried them.
 */
export const DEMO_CREDIT_CODES: Readonly<Record<string, string>> = {
  ORG001: '91370100MA3C5X1A2W',
  ORG002: '91370102MA3D8K2B5B',
  ORG003: '91370900MA3F6P3C8A',
}

/** Two reviewed applications, so 综合管理 and the status lookup have something to show. */
export function seedRegistrations(): RegistrationRecord[] {
  return [
    {
      applyNo: 'REG20250520001',
      status: 'approved',
      submittedAt: '2025-05-20T02:15:00.000Z',
      reviewedAt: '2025-05-21T06:40:00.000Z',
      reviewer: '托管运营部 刘审核',
      remark: '材料齐全，准予开通',
      orgName: '历下创新投资管理有限公司',
      creditCode: '91370103MA3N1R7D4H',
      amacNo: 'P1070001',
      regAddress: '山东省济南市历下区经十路 9999 号',
      officeAddress: '山东省济南市历下区经十路 9999 号 18 层',
      contactName: '赵联络',
      mobile: '13900000011',
      email: 'contact@lixia-invest.example.cn',
      files: [
        { kind: 'license', fileId: 'F-SEED-001', fileName: '营业执照.pdf', size: 482_113 },
        { kind: 'amacCert', fileId: 'F-SEED-002', fileName: '管理人登记证明.pdf', size: 301_554 },
        { kind: 'authLetter', fileId: 'F-SEED-003', fileName: '授权委托书.pdf', size: 120_876 },
      ],
    },
    {
      applyNo: 'REG20250603001',
      status: 'rejected',
      submittedAt: '2025-06-03T01:05:00.000Z',
      reviewedAt: '2025-06-03T08:30:00.000Z',
      reviewer: '托管运营部 刘审核',
      remark: '授权委托书未加盖公章，请补充后重新提交',
      orgName: '高新远景资产管理有限公司',
      creditCode: '91370112MA94QW8E6X',
      amacNo: 'P1070002',
      regAddress: '山东省济南市高新区舜华路 2000 号',
      officeAddress: '山东省济南市高新区舜华路 2000 号 5 层',
      contactName: '孙专员',
      mobile: '13900000012',
      email: 'ops@gaoxin-am.example.cn',
      files: [
        { kind: 'license', fileId: 'F-SEED-004', fileName: '营业执照.jpg', size: 1_204_330 },
        { kind: 'amacCert', fileId: 'F-SEED-005', fileName: '登记证明.pdf', size: 288_004 },
        { kind: 'authLetter', fileId: 'F-SEED-006', fileName: '授权委托书.png', size: 954_120 },
      ],
    },
  ]
}

export function seedAdminChangeRequests(): AdminChangeRequestRecord[] {
  return []
}
