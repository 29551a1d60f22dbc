import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlaylistRepository } from './playlist.repository';
import { createPlaylistService, type PlaylistService } from './playlist.service';

declare module 'fastify' {
  interface FastifyInstance {
    playlistService: PlaylistService;
  }
}

/** The playlist service, created once: the /playlist routes and the /sim engine both use it. */
export const playlistServicePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('playlistService', createPlaylistService(createPlaylistRepository(app.db)));
  },
  { name: 'playlist-service' },
);
