import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './data-dir-lock.js';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawpal-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real other Node process, alive until killed. */
function otherNodeProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

describe('data directory lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second open in the same process', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, './.data/db');
    expect(() => acquireDataDirLock(dir, './.data/db')).toThrow(new DataDirInUseError('./.data/db', process.pid));
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('refuses a directory another live process holds, and takes it over once that process is gone', async () => {
    const dir = freshDir();
    const other = otherNodeProcess();
    try {
      writeFileSync(path.join(dir, LOCK_FILE_NAME), `${other.pid}\n`);
      expect(() => acquireDataDirLock(dir, './.data/db')).toThrow(
        `Data directory ./.data/db is in use by another Pawpal process (pid ${other.pid})`,
      );
    } finally {
      await other.stop();
    }
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock left by an earlier run with our own pid (containers restart as pid 1)', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    lock.release();
  });
});
