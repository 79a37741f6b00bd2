import { Injectable, Logger } from '@nestjs/common';

/**
 * Whether this instance should get new traffic. On SIGTERM (main.ts → PawpalApp.drain) it starts
 * draining: `GET /api/health/ready` answers 503 at once so the load balancer stops sending new
 * requests, and what registered a drain step (the live connection closes its sockets with 1001 so
 * clients reconnect to another instance) runs. The platform knows no feature: features register.
 */
@Injectable()
export class Readiness {
  private readonly logger = new Logger('Readiness');
  private readonly steps: (() => void | Promise<void>)[] = [];
  private drainingSince: Date | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /** Registers something to do when the instance starts draining (close sockets, stop accepting work). */
  onDrain(step: () => void | Promise<void>): void {
    this.steps.push(step);
  }

  /** Marks the instance draining (readiness 503 from now on); idempotent. */
  startDraining(): void {
    this.drainingSince ??= new Date();
  }

  /** Runs every registered drain step; one failing does not stop the others. */
  async runDrainSteps(): Promise<void> {
    for (const step of this.steps) {
      try {
        await step();
      } catch (error) {
        this.logger.error(`A drain step failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
