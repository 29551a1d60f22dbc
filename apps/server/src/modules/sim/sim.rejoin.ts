import { ScriptVersionDocumentSchema, type CallEnd, type DebriefExchange } from '@wilco/shared';
import type { SimTurn } from '../../engines/simulation/types';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { PlaylistService } from '../playlist/playlist.service';
import { endedChat, groupOf, groupRejoinRefusal, isEndedRow } from './sim.group';
import type { SimRepository, SimResults, SimRow, SimScriptRow } from './sim.repository';
import type { PreparedSim } from './sim.service';

/** A live call taken up on a new connection, with what was judged before the connection dropped. */
export type RejoinedSim = PreparedSim & { exchanges: DebriefExchange[] };

/** One chat of a rejoined multi-chat group: taken up again, or sent as it ended (`ended`). */
export type RejoinedChat = { sim: RejoinedSim; ended: CallEnd | null };

/** The turns of a published version's frozen document. */
type DocumentTurns = ReturnType<typeof ScriptVersionDocumentSchema.parse>['script_turns'];

type RejoinDeps = {
  repo: SimRepository;
  playlist: PlaylistService;
  timeLimitOf: (userId: number) => Promise<number | null>;
  playTurns: (found: { script: SimScriptRow; turns: DocumentTurns }) => SimTurn[];
};

/**
 * docs/product/simulations.md, "Reconnecting": a call, or every chat of a multi-chat group, taken up
 * on a new connection from what its rows hold.
 */
export function createSimRejoin({ repo, playlist, timeLimitOf, playTurns }: RejoinDeps) {
  /** A stored simulation as it was played: the same version's turns, the judged exchanges, the time left. */
  async function playedFrom(
    auth: AuthContext,
    row: SimRow,
    // A group's chats share their learner's limit: read once for all of them.
    known?: { limit: number | null },
  ): Promise<RejoinedSim> {
    const stored = row.results as SimResults | null;
    const script = row.script_id === null ? null : await repo.findScript(auth.tenantId, row.script_id);
    const document =
      script && row.script_version ? await repo.version(script.script_id, row.script_version) : null;
    if (!script || !document)
      throw conflict('This simulation cannot be rejoined: start it again from the queue');
    const { script_turns, ...fields } = ScriptVersionDocumentSchema.parse(document);
    const played = { ...script, ...fields };
    const queueItem = row.script_queue_id === null ? null : await playlist.item(auth, row.script_queue_id);
    const limit = known ? known.limit : await timeLimitOf(auth.userId);
    const used = Math.floor((Date.now() - row.date_started.getTime()) / 1000);
    return {
      row,
      script: played,
      turns: playTurns({ script: played, turns: script_turns }),
      queueItem,
      deepLink: stored?.deep_link ?? false,
      testPlay: false,
      // A call whose server stopped before storing the time left counts all the time since it began.
      timeLimitSeconds:
        stored?.seconds_left !== undefined
          ? stored.seconds_left
          : limit === null
            ? null
            : Math.max(0, limit - used),
      exchanges: row.transcript as DebriefExchange[],
    };
  }

  /**
   * docs/product/simulations.md, "Reconnecting": takes up a live call of this learner on this
   * connection, from what was stored: the same version's turns, the judged exchanges, the time left.
   */
  async function rejoin(auth: AuthContext, simId: number, claim: string): Promise<RejoinedSim> {
    // A chat of a group is taken up with its group (sim_multi_rejoin), which completes together:
    // refused before the claim, so the connection that runs the group keeps it.
    const found = await repo.find(auth.tenantId, simId);
    if (found && found.user_id === auth.userId && !isEndedRow(found) && groupOf(found))
      throw conflict('This simulation cannot be rejoined: start it again from the queue');
    const row = await repo.claim(auth.tenantId, auth.userId, simId, claim);
    if (!row) throw notFound('No live simulation to rejoin');
    return playedFrom(auth, row);
  }

  /**
   * docs/product/simulations.md, "Reconnecting": takes up a multi-chat group of this learner, rebuilt
   * from its rows: its live chats claimed for this connection, its ended ones sent as they ended.
   */
  async function rejoinGroup(auth: AuthContext, simIds: number[], claim: string): Promise<RejoinedChat[]> {
    const asked = await repo.owned(auth.tenantId, auth.userId, simIds);
    const groupId = asked[0] ? groupOf(asked[0])?.id : undefined;
    const members = groupId ? await repo.groupRows(auth.tenantId, auth.userId, groupId) : [];
    const refusal = groupRejoinRefusal(simIds, asked, members);
    if (refusal) throw refusal.kind === 'not_found' ? notFound(refusal.message) : conflict(refusal.message);
    const chats: RejoinedChat[] = [];
    const known = { limit: await timeLimitOf(auth.userId) };
    for (const member of members) {
      if (isEndedRow(member)) {
        chats.push({ sim: await playedFrom(auth, member, known), ended: endedChat(member) });
        continue;
      }
      // Ended between the read and the claim (its time ran out): sent as ended.
      const row = await repo.claim(auth.tenantId, auth.userId, member.sim_id, claim);
      const now = row ?? (await repo.find(auth.tenantId, member.sim_id))!;
      chats.push({ sim: await playedFrom(auth, now, known), ended: row ? null : endedChat(now) });
    }
    return chats;
  }

  return { rejoin, rejoinGroup };
}
