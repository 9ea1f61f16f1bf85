/** Query keys of /user, from one factory (see api/custodian/keys.ts). */
export const userKeys = {
  all: ['user'] as const,
  /** The session's user (stores/session-user): put there by the login or loaded after a reload. */
  session: (token: string | undefined) => [...userKeys.all, 'session', token] as const,
  /** 个人中心's 基本信息. */
  info: (token: string | undefined) => [...userKeys.all, 'info', token] as const,
  loginRecords: (userId: string | undefined, pageNo: number) =>
    [...userKeys.all, 'login-records', userId, pageNo] as const,
  organizations: (userId: string | undefined) =>
    [...userKeys.all, 'organizations', userId] as const,
  serviceCode: (userId: string) => [...userKeys.all, 'customer-service-code', userId] as const,
}
