export { InvestorUserManagePage } from './investor-users/investor-user-manage-page'
