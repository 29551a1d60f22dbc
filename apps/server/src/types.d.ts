import type { Server as SocketServer } from 'socket.io';
import type { AppConfig } from './config/app-config';
import type { Database, Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    io: SocketServer;
  }
}
