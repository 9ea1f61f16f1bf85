import { AccountOpenList } from '../components/account-open-list'

/** 托管户开立: applications with their documents and progress (one list for the three kinds). */
export default function CustodyAccountOpenPage() {
  return <AccountOpenList kind="custody" />
}
