import { AccountOpenList } from '../components/account-open-list'

/** 证券期货户开立: applications with their documents and progress (one list for the three kinds). */
export default function SecuritiesAccountOpenPage() {
  return <AccountOpenList kind="securities" />
}
