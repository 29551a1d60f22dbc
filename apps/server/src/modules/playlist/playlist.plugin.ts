import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlaylistRepository, type PlaylistRepository } from './playlist.repository';
import { createPlaylistService, type PlaylistService } from './playlist.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Learners' scenario queues: /playlist, the /sim engine, spaced review and the scenario builder. */
    playlist: { repo: PlaylistRepository; service: PlaylistService };
  }
}

/** The playlist store and service, created once (docs/architecture.md, "One composition root"). */
export const playlistPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createPlaylistRepository(app.db);
    app.decorate('playlist', { repo, service: createPlaylistService(repo) });
  },
  { name: 'playlist' },
);
