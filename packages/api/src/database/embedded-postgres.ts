import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The embedded database, reachable as a Postgres server on 127.0.0.1:port by exactly one connection. */
export interface EmbeddedPostgres {
  readonly host: string;
  readonly port: number;
  /** Stops the socket server, then flushes and closes PGlite. */
  close(): Promise<void>;
}

/**
 * Opens (creating on first use) the PGlite database in `dataDir` and serves it over the Postgres
 * wire protocol, so TypeORM and connect-pg-simple use the ordinary `pg` driver. The caller must
 * hold the data-directory lock and connect with a pool of ONE connection: PGlite is single-session,
 * and a second connection through the socket server gives wrong results.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const db = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = Number(server.getServerConn().split(':').pop());
  let closed: Promise<void> | undefined;
  return {
    host: '127.0.0.1',
    port,
    close() {
      closed ??= (async () => {
        await server.stop();
        await db.close();
      })();
      return closed;
    },
  };
}
