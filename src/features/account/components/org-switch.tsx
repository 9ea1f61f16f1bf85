// Placeholder until the organisation switch lands (issue 4, in progress).
export function OrgSwitch() {
  return null
}
