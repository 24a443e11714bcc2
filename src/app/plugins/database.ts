// Decorates the app with the database handle and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db, Dialect } from '../../platform/db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    handle: DatabaseHandle;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, { handle }: { handle: DatabaseHandle }) => {
    app.decorate('db', handle.db);
    app.decorate('handle', handle);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'podium-database' },
);
