/** Chinese strings of the spec, character for character (portal-spec §5, §8). */
export const MSG = {
  timeout: '请求超时，请重试',
  network: '网络错误，请联系网站管理员恢复',
  notFound: '系统出现异常，请稍后再试',
  sessionExpired: '登录状态已过期，请重新登录',
  /** Beyond the spec: another tab of this browser logged out, so this one did too. */
  loggedOutElsewhere: '您已在其他窗口退出登录，请重新登录',
  httpFallback: (status: number) => `服务异常（${status}），请稍后再试`,
  businessFallback: '操作失败，请稍后再试',
  /** Beyond the spec: an answer whose JSON does not parse (a broken proxy or server). */
  badResponse: '服务返回的数据有误，请稍后再试',
  menuNoPermission: '该菜单暂无权限，需要联系管理员授权。',
  menuRefused: (chain: string) => `暂无 “${chain}” 菜单访问权限`,
  missingPageId: '缺少 PAGE_ID 参数',
  menuLoadFailedLog: 'query menu error',
  noWebSocket: '您的浏览器不支持WebSocket',
  /** Beyond the spec: more pasted or typed than a text field takes (INPUT_MAX). */
  inputTooLong: (max: number) => `最多输入${max}个字符，超出部分已截去`,
  externalUrlRefused: '该外部页面地址不安全，已拒绝打开（仅支持 http 或 https 地址）',
} as const
