/** The Staff tab the company settings page shows (ShowStaffs). */
export { StaffTab } from './components/staff-tab';
