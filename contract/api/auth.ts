export interface User {
  userId: string
  userName: string
  /** Display name of the person, e.g. 张经理. */
  realName: string
  orgId: string
  orgName: string
  jwt: string
  avatar?: string
  /** Role names; their contents are the backend's business. */
  roles?: string[]
  /**
   * Beyond the spec: the password is a temporary one (用户管理's 新增 or 重置密码). Nothing
   * opens until it is changed; the server refuses every other call meanwhile.
   */
  mustChangePassword?: boolean
}

/**
 * POST /user/getUserInfo/: the user the token belongs to. Beyond the spec, what 个人中心 shows
 * (the demo backend sends both; another backend may not).
 */
export interface UserInfo extends User {
  /** Masked, e.g. 138****0001. */
  mobile?: string
  /** ISO 8601: when this session began. */
  loginTime?: string
}

export interface Organization {
  ORG_ID: string
  ORG_NAME: string
}

/** GET /isNotLogin/getVerifyCode: an image code to type back. */
export interface VerifyCodeImage {
  imageId: string
  /** data: URL of the picture. */
  image: string
}

/** POST /login/sendRanCode: where the SMS went; demoCode only from the demo backend. */
export interface SmsSent {
  mobile: string
  demoCode?: string
}

/** POST /login/doLogin, /login/loginChangeUser: status, jwt, data. */
export interface LoginResponse {
  status: string
  jwt: string
  data: User
  msg?: string
}

/** POST /istService/isNotLogin/checkIstCode: data.status '0' means refused. */
export interface IstCodeResult {
  status: string
  jwt?: string
}

export interface SysEnv {
  VALUEE: string
}
