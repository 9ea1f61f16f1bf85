// Placeholder until customer service lands (issue 4, in progress).
export function CustomerServiceButton() {
  return null
}
