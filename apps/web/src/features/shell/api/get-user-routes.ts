import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserRoutesSchema, type UserRoutes } from '@wilco/shared';
import { paths } from '../../../config/paths';
import { apiFetch } from '../../../lib/api-client';

export type SidebarItem = { to: string; title: string; icon: string | null };

/**
 * docs/product/shell-and-accounts.md, "Sidebar items": the first entry of the server's list is dropped by the
 * client.
 */
export function toSidebarItems(data: UserRoutes): SidebarItem[] {
  return data.routes.slice(1).map(({ to, title, icon }) => ({ to, title, icon: icon || null }));
}

/** `GET /api/user/routes` (docs/product/shell-and-accounts.md, "Sidebar items"). */
export function getUserRoutes(signal?: AbortSignal): Promise<UserRoutes> {
  return apiFetch('/user/routes', { schema: UserRoutesSchema, signal });
}

export const userRoutesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'routes'] as const,
    queryFn: ({ signal }) => getUserRoutes(signal),
    staleTime: 5 * 60_000,
  });

/** Every signed-in user can play simulations (docs/product/simulations.md "Web client"). */
const SIMULATION_ITEM: SidebarItem = { to: paths.simulation, title: 'Simulation', icon: 'simulation' };

/** The server's items, with the Simulation entry added when the tenant's list lacks it. */
export function withSimulationItem(items: SidebarItem[]): SidebarItem[] {
  const has = items.some((item) => item.to.toLowerCase() === paths.simulation.toLowerCase());
  return has ? items : [...items, SIMULATION_ITEM];
}

function selectShellData(data: UserRoutes) {
  return {
    items: withSimulationItem(toSidebarItems(data)),
    announcement: data.announcement.text || null,
    // docs/product/administration.md, "Branding": the tenant's style sheet and logo.
    css: data.css || null,
    logo: data.logo || null,
  };
}

/** Sidebar items, the route list's announcement and branding; on failure the list is empty (Help stays). */
export function useSidebarRoutes() {
  const query = useQuery({ ...userRoutesQueryOptions(), select: selectShellData });
  return {
    items: query.data?.items ?? [],
    announcement: query.data?.announcement ?? null,
    css: query.data?.css ?? null,
    logo: query.data?.logo ?? null,
    isLoading: query.isLoading,
  };
}
