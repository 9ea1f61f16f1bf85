// Placeholder until the hotline popup lands (issue 4, in progress).
export function HotlineButton() {
  return null
}
