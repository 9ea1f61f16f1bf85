/**
 * The first element of the key of every query that holds nobody's session data (the
 * environment, the public site, the login QR code): a new session's empty cache keeps them.
 */
export const PUBLIC_QUERY = 'public'
