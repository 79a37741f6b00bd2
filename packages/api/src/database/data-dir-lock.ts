import fs from 'node:fs';
import path from 'node:path';

/** Name of the lock file inside the data directory (PGlite ignores unknown files there). */
export const LOCK_FILE_NAME = 'pawpal.lock';

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly display: string,
    readonly pid: number,
  ) {
    super(`Data directory ${display} is in use by another Pawpal process (pid ${pid})`);
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Lock files this process holds: a second open in the same process is refused too. */
const heldByThisProcess = new Set<string>();

/**
 * Takes the data directory for this process. PGlite does not lock its directory, and two
 * processes writing one directory corrupt it, so every open goes through here first.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string, display: string = dataDir): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        lockPath,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    }
    const pid = readPid(lockPath);
    if (pid !== undefined && isHeldBy(pid, lockPath)) throw new DataDirInUseError(display, pid);
    // Stale (its process is gone) or half-written: remove it and try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock data directory ${display}: ${lockPath} keeps reappearing`);
}

/** Creates the lock file with our pid atomically (link fails if it exists), so nobody reads it half-written. */
function tryCreate(lockPath: string): boolean {
  const temporary = `${lockPath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temporary, `${process.pid}\n`);
  try {
    fs.linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isHeldBy(pid: number, lockPath: string): boolean {
  // Our own pid in a lock we did not take: left by an earlier run that had the same pid
  // (common for pid 1 in containers).
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A recycled pid that is not a Node process cannot be Pawpal (Linux only; elsewhere assume it is).
  if (!fs.existsSync('/proc/self/cmdline')) return true;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return false;
  }
}
