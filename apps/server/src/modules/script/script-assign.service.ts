import {
  MULTI_CHAT_MAX_CHATS,
  ROLE,
  queueEntryItems,
  type Assignee,
  type AssignmentBody,
  type AssignmentResult,
} from '@wilco/shared';
import { conflict, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { PlaylistRepository, QueueRow } from '../playlist/playlist.repository';
import { toQueueEntries } from '../playlist/playlist.service';
import type { ScriptService } from './script.service';

type Deps = { playlist: PlaylistRepository; drafts: ScriptService };
const LEARNER_ROLES = [ROLE.Learner, ROLE.Trial];

/** The playlist order of the entry now at `position` (a group counts once), or null past the end. */
export function orderAtEntry(rows: QueueRow[], position: number): number | null {
  const entry = toQueueEntries(rows)[position];
  return entry ? (queueEntryItems(entry)[0]?.playlist_order ?? null) : null;
}

/** docs/product/scenario-builder.md, "Assignment": a group takes another chat while one call can play them all. */
export function hasRoomInGroup(rows: QueueRow[], groupKey: string | null): boolean {
  return groupKey === null || rows.filter((r) => r.group_key === groupKey).length < MULTI_CHAT_MAX_CHATS;
}

/** docs/product/scenario-builder.md, "Assignment": scenarios into learners' queues, within the tenant. */
export function createScriptAssignService({ playlist, drafts }: Deps) {
  return {
    async assignees(auth: AuthContext): Promise<Assignee[]> {
      const rows = await playlist.tenantUsers(auth.tenantId, null, null);
      return rows.map((r) => ({ user_id: r.user_id, name: r.display_name, email: r.email, roles: r.roles }));
    },

    async assign(
      auth: AuthContext,
      scriptId: number,
      body: Required<AssignmentBody>,
    ): Promise<AssignmentResult> {
      const { script } = await drafts.load(auth, scriptId);
      // Drafts are never playable by learners: only a published version reaches a queue.
      if (script.status !== 'published' || !script.published_version)
        throw conflict(`"${script.name}" is ${script.status}: publish it before assigning it`);
      const ids = [...new Set(body.user_ids)];
      const users = body.all_learners
        ? await playlist.tenantUsers(auth.tenantId, LEARNER_ROLES, null)
        : await playlist.tenantUsers(auth.tenantId, null, ids);
      if (!body.all_learners && users.length !== ids.length) {
        const found = new Set(users.map((u) => u.user_id));
        const missing = ids.filter((id) => !found.has(id));
        throw notFound(`No user ${missing.join(', ')} in this school`, { user_ids: missing });
      }
      const pending = await Promise.all(users.map((u) => playlist.listPending(auth.tenantId, u.user_id)));
      // A group one call could not play is refused before any queue changes.
      const full = users.findIndex((_, i) => !hasRoomInGroup(pending[i]!, body.group_key));
      if (full >= 0)
        throw conflict(
          `The multi-chat group "${body.group_key}" of ${users[full]!.email} already holds ${MULTI_CHAT_MAX_CHATS} chats, the most one call plays`,
        );
      for (const [i, user] of users.entries()) {
        const rows = pending[i]!;
        // An item joins its multi-chat group where the group already is; the position places new entries.
        const joins = body.group_key !== null && rows.some((r) => r.group_key === body.group_key);
        const before = body.position === null || joins ? null : orderAtEntry(rows, body.position);
        await playlist.insertAt(
          {
            tenantId: auth.tenantId,
            userId: user.user_id,
            scriptId,
            groupKey: body.group_key,
            queueDisplay: body.queue_display,
          },
          before,
        );
      }
      return { assigned: users.length, user_ids: users.map((u) => u.user_id) };
    },
  };
}
export type ScriptAssignService = ReturnType<typeof createScriptAssignService>;
