import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's own account: /api/user, two-factor, password reset and the learner pages. */
    users: { repo: UsersRepository; service: UsersService };
  }
}

/** Users' store and service, created once (docs/architecture.md, "One composition root"). */
export const usersPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createUsersRepository(app.db, app.events, app.settingsRepo);
    app.decorate('users', { repo, service: createUsersService(repo) });
  },
  { name: 'users', dependencies: ['events', 'settings'] },
);
