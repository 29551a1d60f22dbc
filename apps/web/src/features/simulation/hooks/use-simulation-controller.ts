import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { onCancelSimulation } from '../../../lib/recorder-trouble';
import { browserControllerDeps, createSimulationController } from './simulation-controller';

/**
 * The page's simulation controller. The recorder dialog's Cancel Simulation resets it, and
 * leaving the page hangs up and resets (docs/product/simulations.md "Web client").
 */
export function useSimulationController() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = useRef<number | null>(null);
  userId.current = user?.db_user.user_id ?? null;
  const controller = useMemo(
    () => createSimulationController(browserControllerDeps(queryClient, () => userId.current)),
    [queryClient],
  );
  useEffect(() => {
    const off = onCancelSimulation(() => controller.reset('simulation'));
    return () => {
      off();
      controller.reset('simulation');
    };
  }, [controller]);
  return controller;
}
