export { DefaultLayout, type DefaultLayoutProps } from './default-layout';
export { Footer } from './footer';
export { LoginLayout } from './login-layout';
export { MaintenanceLayout } from './maintenance-layout';
export type { SidebarActions } from './sidebar-actions';
export type { NavItem } from './sidebar-nav';
export type { SidebarUser } from './sidebar-user';
