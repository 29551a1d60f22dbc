export { usePublicStatus } from './api/get-status';
export { useSidebarUser } from './api/get-current-user';
export { useSidebarRoutes, type SidebarItem } from './api/get-user-routes';
export { ErrorPage, ERROR_PAGE_TITLE } from './components/error-page';
export { NotFound, NOT_FOUND_MESSAGE } from './components/not-found';
export { useMaintenanceGate } from './hooks/use-maintenance-gate';
export { useTenantCss, TENANT_CSS_ID } from './hooks/use-tenant-css';
