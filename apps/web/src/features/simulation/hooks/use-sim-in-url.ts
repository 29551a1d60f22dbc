import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MULTI_CHAT_MAX_CHATS } from '@wilco/shared';
import { idsFromSearch, replaceSearchParam } from '../../../lib/search-id';
import type { Source } from '../model/machine';
import { simParamOf } from '../model/rejoin';
import { simState, useSimulationStore } from '../stores/simulation-store';

/** The running simulation's id in the simulation pages' URL (docs/decisions/035-one-player-machine.md). */
export const SIM_PARAM = 'sim';

/**
 * docs/product/simulations.md, "Reconnecting": while a call runs, `?sim=<id>` names it (a multi-chat
 * group: `?sim=<id>,<id>,…`; other parameters stay; `replace`, so no history entry), and a page opened
 * on such a URL (a reload) takes the call or the group up with `resume`. Once no call runs (it ended,
 * was refused or reset) the parameter goes.
 */
export function useSimInUrl(resume: (simIds: number[], source: Source) => void, source: Source): void {
  const [params, setParams] = useSearchParams();
  const current = params.get(SIM_PARAM);
  const rendered = useSimulationStore(simParamOf);

  useEffect(() => {
    const simIds = idsFromSearch(params, SIM_PARAM, MULTI_CHAT_MAX_CHATS);
    if (simIds !== null) resume(simIds, source);
    // Only the URL the page opened with: later changes to it are this hook's own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The store as it is now: the resume above has just moved it on from the idle it rendered with.
    const wanted = simParamOf(simState());
    if (wanted === undefined || current === wanted) return;
    replaceSearchParam(setParams, SIM_PARAM, wanted);
  }, [rendered, current, setParams]);
}
