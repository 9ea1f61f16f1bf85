/** A message on the push channel (portal-spec §3 "Push message"). */
export interface PushMessage {
  title: string
  pub_time: string
  content: string
  unreadMessagesCount?: number
}
