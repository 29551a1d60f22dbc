import { randomUUID } from 'node:crypto';
import {
  ROLE,
  ScriptVersionDocumentSchema,
  playableTurns,
  readScoredVariations,
  type DebriefExchange,
  type SimSource,
  type SimulationDebrief,
  type SimulationSummary,
  type SimulationType,
} from '@wilco/shared';
import type { SimulationConfig } from '../../config/app-config';
import type { SimStore, SimTurn } from '../../engines/simulation/types';
import { withUndecidedHidden } from '../../engines/simulation/outcome';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isAdmin, type AuthContext } from '../../plugins/access';
import type { PlaylistService } from '../playlist/playlist.service';
import type { QueueItemRow } from '../playlist/playlist.repository';
import { turnRatingFor } from '../review/review-rules';
import type { DecidedTurn } from '../review/review.repository';
import { groupCompletion, groupOf } from './sim.group';
import { createSimRejoin, type RejoinedSim } from './sim.rejoin';
import type { SimRepository, SimResults, SimRow, SimScriptRow } from './sim.repository';

type PlayTurn = Omit<SimTurn, 'order'> & { order?: number; options?: { terminate?: boolean } };
/** The scenario to play: the script row (fields of the version played), its turns and the version. */
type Found = {
  script: SimScriptRow;
  turns: PlayTurn[];
  version: string | null;
  queueItem: QueueItemRow | null;
  deepLink: boolean;
  /** Authors' test-play: kept, but it moves no review card. */
  testPlay: boolean;
};

/** A simulation created and ready to play. */
export type PreparedSim = {
  row: SimRow;
  script: SimScriptRow;
  turns: SimTurn[];
  queueItem: QueueItemRow | null;
  deepLink: boolean;
  /** Authors' test-play: kept, but it moves no review card. */
  testPlay: boolean;
  timeLimitSeconds: number | null;
};

export type { RejoinedChat, RejoinedSim } from './sim.rejoin';

/** Schedules a judged turn of a learner's real play (docs/product/spaced-review.md, "Scenario turns"). */
export type OnTurnDecided = (turn: DecidedTurn) => Promise<unknown>;

type Log = { warn: (obj: object, msg: string) => void };

const results = (
  script: SimScriptRow,
  deepLink: boolean,
  group: SimResults['group'],
  testPlay: boolean,
): SimResults => ({
  script_name: script.name,
  deep_link: deepLink,
  score: null,
  reason: null,
  group,
  ...(testPlay ? { test_play: true } : {}),
});

/**
 * The rules of playing scenarios (docs/product/simulations.md): what may be played, the time
 * limit, storing each simulation and completing its queue item through the playlist service.
 */
export function createSimService(
  repo: SimRepository,
  playlist: PlaylistService,
  config: SimulationConfig,
  log: Log,
  onTurnDecided?: OnTurnDecided,
) {
  /**
   * Calls this server runs, with the connection that holds each: their rows are renewed by
   * `heartbeat`. A reloaded page may rejoin a call here before its old connection's drop is handled;
   * that late drop must not stop renewing the call the new connection now holds.
   */
  const running = new Map<number, string>();
  const release = (simId: number, claim: string) => {
    if (running.get(simId) === claim) running.delete(simId);
  };
  /**
   * docs/product/scenario-builder.md, "Lifecycle and versions": learners play the newest published
   * version, whatever the working copy holds; a draft or archived scenario is not playable.
   */
  async function published(script: SimScriptRow): Promise<Pick<Found, 'script' | 'turns' | 'version'>> {
    if (script.status === 'archived') throw conflict('This scenario was withdrawn by its authors');
    const latest = script.status === 'published' ? await repo.latestVersion(script.script_id) : null;
    if (!latest) throw conflict('This scenario is not published yet');
    const { script_turns, ...fields } = ScriptVersionDocumentSchema.parse(latest.document);
    return { script: { ...script, ...fields }, turns: script_turns, version: latest.version };
  }

  async function scriptOf(auth: AuthContext, source: SimSource): Promise<Found> {
    if (source.kind === 'deep_link') {
      const script = await repo.findByDeepLink(auth.tenantId, source.deep_link);
      if (!script || script.status !== 'published') throw notFound('Unknown deep link');
      return { ...(await published(script)), queueItem: null, deepLink: true, testPlay: false };
    }
    if (source.kind === 'script') {
      if (!auth.roles.some((r) => r === ROLE.Admin || r === ROLE.Author))
        throw forbidden('Only authors may test-play a scenario');
      const script = await repo.findScript(auth.tenantId, source.script_id);
      if (!script) throw notFound('Scenario not found');
      // docs/product/scenario-builder.md, "Test-play": the working copy, from any turn.
      const turns = await repo.turns(script.script_id);
      const from = source.from_order ?? 1;
      if (turns.length && from > turns.length)
        throw badRequest(`This scenario has ${turns.length} turns; there is no turn ${from}`);
      return {
        script,
        turns: turns.slice(from - 1),
        version: null,
        queueItem: null,
        deepLink: false,
        testPlay: true,
      };
    }
    const queueItem = await playlist.item(auth, source.script_queue_id);
    if (!queueItem) throw notFound('Scenario queue item not found');
    if (queueItem.completed_at) throw conflict('This queue item was already completed');
    const script = await repo.findScript(auth.tenantId, queueItem.script_id);
    if (!script) throw notFound('Scenario not found');
    return { ...(await published(script)), queueItem, deepLink: false, testPlay: false };
  }

  /** docs/product/simulations.md, "Time limits": per simulation; null when unlimited. */
  async function timeLimitOf(userId: number): Promise<number | null> {
    const limits = await repo.userLimits(userId);
    if (limits?.unlimited) return null;
    const minutes = limits?.maxMinutes ?? config.defaultMaxMinutes;
    return minutes > 0 ? minutes * 60 : null;
  }

  /** Turns after one that ends the call are never played (docs/product/scenario-builder.md, "Validation"). */
  function playTurns(found: Pick<Found, 'script' | 'turns'>): SimTurn[] {
    const scored = readScoredVariations(found.script.scored_variations);
    return playableTurns(found.turns).map((t, i) => ({
      order: t.order ?? i + 1,
      // docs/product/simulations.md, "Scored variations": each names its turn by order.
      scored_variations: scored
        .filter((v) => v.turn === (t.order ?? i + 1))
        .map(({ turn: _turn, ...v }) => v),
      input: t.input,
      variations: t.variations,
      output: t.output,
      output_variations: t.output_variations,
      flag: t.flag,
      response_type: t.response_type,
      section: t.section,
      annotation: t.annotation,
    }));
  }

  async function prepare(
    auth: AuthContext,
    mode: SimulationType,
    found: Found,
    claim: string,
    group: SimResults['group'] = null,
  ): Promise<PreparedSim> {
    const turns = playTurns(found);
    if (turns.length === 0) throw conflict('This scenario has no turns to play');
    const row = await repo.create({
      tenantId: auth.tenantId,
      userId: auth.userId,
      scriptId: found.script.script_id,
      scriptQueueId: found.queueItem?.script_queue_id ?? null,
      scriptVersion: found.version,
      type: mode,
      results: { ...results(found.script, found.deepLink, group, found.testPlay), live_on: claim },
    });
    const { script, queueItem, deepLink, testPlay } = found;
    return {
      row,
      turns,
      script,
      queueItem,
      deepLink,
      testPlay,
      timeLimitSeconds: await timeLimitOf(auth.userId),
    };
  }

  /**
   * The sweep acts for the learner whose group it ends, as their own connection would have: only on
   * their own queue items (playlist.complete checks the owner), with no role and no session.
   */
  const ownerAuth = (tenantId: number, userId: number): AuthContext => ({
    tenantId,
    userId,
    roles: [],
    sessionId: '',
    email: '',
    mfaRequired: false,
    mfaEnabled: false,
  });

  async function completeItem(auth: AuthContext, simId: number, scriptQueueId: number): Promise<boolean> {
    try {
      await playlist.complete(auth, { user_id: auth.userId, script_queue_id: scriptQueueId, sim_id: simId });
      return true;
    } catch (err) {
      log.warn({ err: (err as Error).message, simId }, 'completing a queue item failed');
      return false;
    }
  }

  /**
   * docs/product/spaced-review.md, "Scenario turns": each judged turn of a real play moves its
   * card once, after the exchange is stored. A failure is logged and retried at the next store:
   * the schedule never ends a call.
   */
  function scheduler(auth: AuthContext, sim: PreparedSim) {
    // A rejoined call's turns judged before the connection dropped were scheduled then.
    const before = 'exchanges' in sim ? (sim as RejoinedSim).exchanges : [];
    const done = new Set(before.filter((e) => turnRatingFor(e) !== null).map((e) => e.order));
    return async (exchanges: DebriefExchange[]) => {
      if (!onTurnDecided || sim.testPlay) return;
      for (const exchange of exchanges) {
        const rating = turnRatingFor(exchange);
        if (rating === null || done.has(exchange.order)) continue;
        const turn = {
          tenantId: auth.tenantId,
          userId: auth.userId,
          scriptId: sim.script.script_id,
          turnOrder: exchange.order,
          simId: sim.row.sim_id,
          rating,
        };
        await onTurnDecided(turn).then(
          () => done.add(exchange.order),
          (err: Error) =>
            log.warn({ err: err.message, simId: turn.simId }, 'scheduling a turn review failed'),
        );
      }
    };
  }

  const rejoins = createSimRejoin({ repo, playlist, timeLimitOf, playTurns });

  /**
   * docs/product/simulations.md, "Completion": once every chat of the group has ended, its completed
   * chats complete their items in index order, once: the rows decide, not a connection's memory.
   */
  async function completeGroup(auth: AuthContext, groupId: string): Promise<boolean> {
    const done = groupCompletion(await repo.groupRows(auth.tenantId, auth.userId, groupId));
    if (!done || !(await repo.claimGroupCompletion(auth.tenantId, auth.userId, groupId))) return false;
    let any = false;
    for (const m of done) any = (await completeItem(auth, m.simId, m.scriptQueueId)) || any;
    return any;
  }

  return {
    /**
     * docs/product/simulations.md, "Calls lost with their server": renews this server's live
     * calls, then ends those no server renewed within `staleMs`.
     */
    async heartbeat(staleMs: number): Promise<{ renewed: number; abandoned: number }> {
      const ids = [...running.keys()];
      await repo.touch(ids);
      const ended = await repo.abandonStale(staleMs);
      // A group nobody came back to still completes the items of the chats it finished.
      const groups = new Map(ended.flatMap((r) => (r.group_id ? [[r.group_id, r] as const] : [])));
      for (const [groupId, r] of groups)
        await completeGroup(ownerAuth(r.tenant_id, r.user_id), groupId).catch((err: Error) =>
          log.warn({ err: err.message, simId: r.sim_id }, 'completing an abandoned group failed'),
        );
      return { renewed: ids.length, abandoned: ended.length };
    },

    /** One simulation: a queue item, a script (authors' test-play) or a deep link. */
    async start(
      auth: AuthContext,
      mode: SimulationType,
      source: SimSource,
      claim: string,
    ): Promise<PreparedSim> {
      return prepare(auth, mode, await scriptOf(auth, source), claim);
    },

    /** docs/product/simulations.md, "Reconnecting": a call, or a multi-chat group, taken up again. */
    rejoin: rejoins.rejoin,
    rejoinGroup: rejoins.rejoinGroup,

    /** Every item of one multi-chat queue group, as chats, in the group's order. */
    async startGroup(auth: AuthContext, ids: number[], claim: string): Promise<PreparedSim[]> {
      if (new Set(ids).size !== ids.length) throw conflict('A multi-chat group names an item twice');
      const found = await Promise.all(
        ids.map((id) => scriptOf(auth, { kind: 'queue', script_queue_id: id })),
      );
      const keys = new Set(found.map((f) => f.queueItem?.group_key ?? null));
      const [key] = keys;
      if (keys.size !== 1 || !key) throw conflict('These queue items are not one multi-chat group');
      found.sort(
        (a, b) =>
          a.queueItem!.playlist_order - b.queueItem!.playlist_order ||
          a.queueItem!.script_queue_id - b.queueItem!.script_queue_id,
      );
      const prepared: PreparedSim[] = [];
      const id = randomUUID();
      for (const [index, f] of found.entries())
        prepared.push(await prepare(auth, 'chat', f, claim, { key, index, id }));
      return prepared;
    },

    /** Where the engine stores one simulation; a group completes its items together at the end. */
    storeFor(auth: AuthContext, sim: PreparedSim, claim: string): SimStore {
      const simId = sim.row.sim_id;
      running.set(simId, claim);
      const group = groupOf(sim.row);
      const base = results(sim.script, sim.deepLink, group, sim.testPlay);
      const schedule = scheduler(auth, sim);
      return {
        activate: () => repo.activate(simId, claim),
        async saveExchanges(exchanges: DebriefExchange[]) {
          await repo.saveExchanges(simId, exchanges, claim);
          await schedule(exchanges);
        },
        async suspend({ exchanges, secondsLeft }) {
          // No longer renewed: unless a rejoin takes it up, the sweep ends it as abandoned.
          release(simId, claim);
          await repo.suspend(simId, claim, exchanges, secondsLeft);
        },
        async end({ status, reason, score, exchanges }) {
          release(simId, claim);
          await repo.end(simId, status, exchanges, { ...base, score, reason }, claim);
          await schedule(exchanges);
          const queueId = sim.queueItem?.script_queue_id ?? null;
          if (!group) {
            return {
              queue_completed:
                status === 'completed' && queueId !== null && (await completeItem(auth, simId, queueId)),
            };
          }
          // docs/product/simulations.md: the last chat to end completes the group, in index order.
          return { queue_completed: group.id ? await completeGroup(auth, group.id) : false };
        },
      };
    },

    async list(auth: AuthContext): Promise<SimulationSummary[]> {
      const rows = await repo.listForUser(auth.tenantId, auth.userId);
      return rows.map((r) => summaryOf(r, r.script_name));
    },

    /** Own simulations; an Admin reads any of the tenant; anything else is not found. */
    async debrief(auth: AuthContext, simId: number): Promise<SimulationDebrief> {
      const row = await repo.find(auth.tenantId, simId);
      if (!row || (row.user_id !== auth.userId && !isAdmin(auth))) throw notFound('Simulation not found');
      const stored = row.results as SimResults | null;
      const exchanges = row.transcript as DebriefExchange[];
      const live = row.status === 'connecting' || row.status === 'active';
      return {
        ...summaryOf(row, null),
        deep_link: stored?.deep_link ?? false,
        exchanges: live && !isAdmin(auth) ? withUndecidedHidden(exchanges) : exchanges,
      };
    },
  };
}
export type SimService = ReturnType<typeof createSimService>;

function summaryOf(row: SimRow, joinedName: string | null): SimulationSummary {
  const stored = row.results as SimResults | null;
  return {
    sim_id: row.sim_id,
    tenant_sim_id: row.tenant_sim_id,
    script_id: row.script_id,
    script_name: stored?.script_name ?? joinedName ?? '',
    simulation_type: row.simulation_type,
    status: row.status,
    score: stored?.score ?? null,
    date_started: row.date_started.toISOString(),
    date_completed: row.date_completed?.toISOString() ?? null,
  };
}
