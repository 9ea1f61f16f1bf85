// Placeholder until global search lands (issue 4, in progress).
export function GlobalSearch() {
  return null
}
