import { AccountOpenList } from '../components/account-open-list'

/** 募集户开立: applications with their documents and progress (one list for the three kinds). */
export default function RaisingAccountOpenPage() {
  return <AccountOpenList kind="raising" />
}
