export { SystemAdminTabs } from './components/system-admin-tabs';
export { SystemAdminV1 } from './components/system-admin-v1';
