export { SystemAdminTabs } from './components/system-admin-tabs';
