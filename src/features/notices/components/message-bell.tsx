// Placeholder until the message bell lands (issue 4, in progress).
export function MessageBell() {
  return null
}
