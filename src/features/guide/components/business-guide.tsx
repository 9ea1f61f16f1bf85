// Placeholder until the business description lands (issue 4, in progress).
export function BusinessGuide(_: { menuId: number }) {
  return null
}
