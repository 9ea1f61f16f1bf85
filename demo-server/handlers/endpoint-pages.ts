import { BUSINESS_ENDPOINTS } from './endpoint-pages-business'
import { ANY_USER, PUBLIC, type EndpointRule } from './endpoint-rule'

/*
 * Which page each endpoint of the demo backend serves (method + path after /ceres/api, as the
 * handler registers it). A caller must be able to open one of the pages (access.ts); PUBLIC
 * needs no login, ANY_USER any live session. An endpoint missing here answers 403 to everyone
 * (demo-server/tests/access-table.test.ts keeps every registered handler listed).
 */

export { ANY_USER, PUBLIC, type EndpointRule }

const entries = (method: string, base: string, names: readonly string[], rule: EndpointRule) =>
  names.map((name) => [`${method} ${base}${name}`, rule] as const)

const PUBLIC_ENDPOINTS = [
  ...entries('GET', '/isNotLogin/', ['getVerifyCode', 'getSysEnv'], PUBLIC),
  ...entries(
    'POST',
    '/login/',
    ['sendRanCode/:userName/:imageCode', 'doLogin/:userName/:password/:smsCode', 'wxQrCodeLogin'],
    PUBLIC,
  ),
  ...entries('POST', '/istService/isNotLogin/', ['checkIstCode'], PUBLIC),
  // 忘记密码 (staff and investors)
  ...entries('POST', '/login/', ['getCodeForResetPassword', 'toResetPasswordPage'], PUBLIC),
  ...entries('GET', '/login/', ['getRegisteredManagerList'], PUBLIC),
  ...entries('POST', '/login/', ['resetPassword'], PUBLIC),
  ...entries(
    'POST',
    '/login/investor/',
    [
      'getInvestorOrganizationsForUser',
      'getCodeForModifyPassword',
      'toModifyPasswordPage',
      'modifyPassword',
      'checkPassword',
    ],
    PUBLIC,
  ),
  // The public site, WeChat login and 管理人注册 / 管理员变更
  ...entries(
    'GET',
    '/isNotLogin/',
    ['news', 'news/:id', 'disclosure', 'disclosure/file/:fileId', 'disclosure/:id'],
    PUBLIC,
  ),
  ...entries('POST', '/isNotLogin/', ['getCollectAccountList'], PUBLIC),
  ...entries('GET', '/isNotLogin/', ['wxQrCode', 'wxQrCode/status', 'reg/status'], PUBLIC),
  ...entries('POST', '/isNotLogin/', ['wxQrCode/scan'], PUBLIC),
  ...entries(
    'POST',
    '/isNotLogin/',
    ['reg/sendCode', 'mgrChange/sendCode', 'reg/checkCode', 'reg/upload', 'reg/apply'],
    PUBLIC,
  ),
  ...entries('POST', '/isNotLogin/', ['mgrChange/apply'], PUBLIC),
  // A template opened in a new window carries no token; it checks the userId it names.
  ...entries('GET', '/', ['downloadArchive'], PUBLIC),
]

/** The frame's own calls: session, menus, header, home page, help, notices, 个人中心, 下载中心. */
const ANY_USER_ENDPOINTS = [
  ...entries(
    'POST',
    '/user/',
    [
      'getOrganizations/:userId',
      'changUser/:jwt/:orgId',
      'getUserInfo/',
      'changePassword',
      'logout',
    ],
    ANY_USER,
  ),
  ...entries('POST', '/login/', ['loginChangeUser/:orgId/'], ANY_USER),
  ...entries('GET', '/menu/', ['all', 'getUserFrequentlyUsedMenu', 'search'], ANY_USER),
  ...entries(
    'POST',
    '/menu/',
    ['addUserFrequentlyUsedMenu', 'deleteUserFrequentlyUsedMenu', 'modifyUserFrequentlyUsedMenu'],
    ANY_USER,
  ),
  // To-dos and 办结 list only what the user can open (todo-list-handlers.ts).
  ...entries(
    'POST',
    '/rest/maintenance/',
    ['queryToDoCount', 'queryToDoList', 'queryMaintenanceOneHome', 'queryDoneList'],
    ANY_USER,
  ),
  // Each export kind names its pages (export-registry.ts); the download centre is the user's.
  ...entries('POST', '/rest/export/', ['create'], ANY_USER),
  ...entries('POST', '/rest/download/', ['queryTaskList', 'deleteTask'], ANY_USER),
  ...entries('GET', '/rest/download/', ['file'], ANY_USER),
  ...entries(
    'POST',
    '/rest/announcementN/',
    ['queryUnreadMessage/:id', 'queryMessageList'],
    ANY_USER,
  ),
  ...entries('POST', '/demo/', ['publishNotice'], ANY_USER),
  ...entries(
    'POST',
    '/rest/announcement/',
    ['queryHomeList', 'queryMoreList', 'view', 'updateMessageState/:id', 'updateAllMessageState'],
    ANY_USER,
  ),
  ...entries('GET', '/rest/announcement/', ['file/:fileId'], ANY_USER),
  ...entries('GET', '/query/templateCenter/', ['searchTemplateList'], ANY_USER),
  ...entries('GET', '/faq/', ['answerContent', 'categories', 'list'], ANY_USER),
  ...entries('POST', '/user/', ['getCustomerServiceSign', 'queryLoginRecords'], ANY_USER),
  ...entries('POST', '/user/', ['getCustomerServiceCode', 'refreshCustomerServiceCode'], ANY_USER),
  ...entries('POST', '/query/', ['queryUserGuide'], ANY_USER),
  ...entries('GET', '/query/', ['releaseNotes'], ANY_USER),
  ...entries('GET', '/menuRemark/', ['getUserRemark'], ANY_USER),
  ...entries('POST', '/menuRemark/', ['modifyUserRemark'], ANY_USER),
  ...entries(
    'POST',
    '/homepage/',
    ['queryUserHomepageModuleSettings', 'saveUserHomepageModuleSettings'],
    ANY_USER,
  ),
  // The home page's 产品概览 and 产品日历 (首页 is everyone's).
  ...entries('POST', '/rest/fund/', ['countFund'], ANY_USER),
  ...entries('POST', '/fund/', ['queryFundStage'], ANY_USER),
  ...entries('POST', '/fundCalendar/', ['queryProductDate', 'dailyList'], ANY_USER),
  ...entries('GET', '/fundCalendar/', ['daysRuleType'], ANY_USER),
  // 需求建议
  ...entries('POST', '/rest/demand/', ['upload', 'submit', 'queryMyList'], ANY_USER),
]

/** Every endpoint → its rule, keyed `METHOD /path` as registered (after /ceres/api). */
export const ENDPOINT_PAGES: ReadonlyMap<string, EndpointRule> = new Map([
  ...PUBLIC_ENDPOINTS,
  ...ANY_USER_ENDPOINTS,
  ...BUSINESS_ENDPOINTS,
])

const API_MARK = '/ceres/api'

/** The map's key for a handler's method and registered path (`*\/ceres/api/rest/…`). */
export function endpointKey(method: string, path: string): string {
  const at = path.indexOf(API_MARK)
  return `${method.toUpperCase()} ${at < 0 ? path : path.slice(at + API_MARK.length)}`
}

/** The rule of a registered endpoint; undefined when it is not in the map. */
export const endpointRule = (method: string, path: string): EndpointRule | undefined =>
  ENDPOINT_PAGES.get(endpointKey(method, path))
