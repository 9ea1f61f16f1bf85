/** No login needed (login, password reset, the public site, registration). */
export const PUBLIC = 'public'
/** Any logged-in user (the frame: menus, user info, to-dos, notices, search, home, help…). */
export const ANY_USER = 'any-user'

/** Who may call an endpoint: PUBLIC, ANY_USER, or a user who can open one of these pages. */
export type EndpointRule = typeof PUBLIC | typeof ANY_USER | readonly string[]
