import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { type HealthResponse, type ReadinessResponse, type ReplicaHealth } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ReadRouting } from '../read-routing/read-routing.js';
import { Readiness } from './readiness.js';

/** packages/api/package.json, from both src/platform/health/ and dist/platform/health/. */
const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const DATABASE_TIMEOUT_MS = 2000;

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
    private readonly routing: ReadRouting,
  ) {}

  /**
   * `GET /api/health/ready`: whether a load balancer should send this instance new requests —
   * 200 `{ ready: true }`, or 503 `{ ready: false, reason }` while it drains for a shutdown or when
   * its database does not answer.
   */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadinessResponse> {
    const reason = this.readiness.draining ? 'shutting down' : await this.databaseProblem();
    if (reason !== undefined) {
      void reply.status(503);
      return { ready: false, reason };
    }
    return { ready: true };
  }

  /**
   * 200 `{ status: "ok", database: "up", version }`, or 503 with database "down" and the reason
   * (no answer within 2 s, or the driver's error) when `SELECT 1` fails; with a database server,
   * the pool's counts too (all connections busy and requests waiting means a slow database).
   * With a read replica, `replica` says whether it answers and its replay lag; a replica that is
   * down does not make the answer 503 (docs/decisions/0036-read-replica.md).
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const [problem, replica] = await Promise.all([
      this.databaseProblem(),
      this.routing.hasReplica ? this.replicaHealth(this.routing.replica) : undefined,
    ]);
    if (problem !== undefined) void reply.status(503);
    const pool = this.poolCounts();
    return {
      status: 'ok',
      database: problem === undefined ? 'up' : 'down',
      version: VERSION,
      ...(problem === undefined ? {} : { reason: problem }),
      ...(pool === undefined ? {} : { pool }),
      ...(replica === undefined ? {} : { replica }),
    };
  }

  /**
   * The replica up with its replay lag, or down and why (the same check and timeout as the
   * primary's). The lag: 0 when it has replayed all the WAL it received; otherwise the time since
   * the primary committed the last transaction it replayed; null on a server that is not a standby.
   */
  private async replicaHealth(replica: DataSource): Promise<ReplicaHealth> {
    let lagSeconds: number | null = null;
    const problem = await this.databaseProblem(async () => {
      const [row] = (await replica.query(
        `SELECT CASE WHEN NOT pg_is_in_recovery() THEN NULL
                     WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                     ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) END AS lag`,
      )) as [{ lag: string | number | null }];
      lagSeconds = row.lag === null ? null : Math.round(Number(row.lag) * 1000) / 1000;
    });
    return problem === undefined ? { database: 'up', lagSeconds } : { database: 'down', reason: problem };
  }

  /** undefined when the database answers `check` (`SELECT 1`) within DATABASE_TIMEOUT_MS, else why not. */
  private async databaseProblem(check: () => Promise<unknown> = () => this.dataSource.query('SELECT 1')): Promise<string | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`the database did not answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
    });
    try {
      const query = check().then(
        () => undefined,
        (error: unknown) => `the database refused the check: ${error instanceof Error ? error.message : String(error)}`,
      );
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** pg-pool's counts, when the driver exposes its pool (TypeORM's postgres driver does). */
  private poolCounts(): HealthResponse['pool'] {
    const pool = (this.dataSource.driver as { master?: { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown } }).master;
    if (typeof pool?.totalCount !== 'number' || typeof pool.idleCount !== 'number' || typeof pool.waitingCount !== 'number')
      return undefined;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }
}
