import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { type HealthResponse, type ReadinessResponse } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Readiness } from './readiness.js';

/** packages/api/package.json, from both src/platform/health/ and dist/platform/health/. */
const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const DATABASE_TIMEOUT_MS = 2000;

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
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
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const problem = await this.databaseProblem();
    if (problem !== undefined) void reply.status(503);
    const pool = this.poolCounts();
    return {
      status: 'ok',
      database: problem === undefined ? 'up' : 'down',
      version: VERSION,
      ...(problem === undefined ? {} : { reason: problem }),
      ...(pool === undefined ? {} : { pool }),
    };
  }

  /** undefined when the database answers `SELECT 1` within DATABASE_TIMEOUT_MS, else why not. */
  private async databaseProblem(): Promise<string | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`the database did not answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
    });
    try {
      const query = this.dataSource.query('SELECT 1').then(
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
