import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { type HealthResponse } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';

/** packages/api/package.json, from both src/platform/health/ and dist/platform/health/. */
const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const DATABASE_TIMEOUT_MS = 2000;

@Controller('api/health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 `{ status: "ok", database: "up", version }`, or 503 with database "down" when a query fails. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const up = await this.databaseAnswers();
    if (!up) void reply.status(503);
    return { status: 'ok', database: up ? 'up' : 'down', version: VERSION };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
    });
    try {
      const query = this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      return await Promise.race([query, timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
