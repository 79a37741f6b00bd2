// Child processes for the harness scripts: each runs in its own process group so a timeout or
// Ctrl-C stops the whole tree (vitest workers, Chromium, the API server), and a signal reaches
// each child exactly once (the terminal's Ctrl-C goes to our group only; we forward it).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const live = new Set();
let stopping = null;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/**
 * A command can exit while processes it started keep running (pnpm -r stops at the first
 * failure but leaves a package's test run going): they would run on, unseen, during the next
 * stage. Stop whatever is left in the child's process group.
 */
function reapGroup(child, command) {
  if (process.platform === 'win32') return;
  try {
    process.kill(-child.pid, 0);
  } catch {
    return; // nothing left
  }
  console.error(`(${command}: stopping processes it left running)`);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 5_000).unref();
}

/**
 * Forward SIGINT/SIGTERM to every running child group. The caller sees its children end and
 * decides how to exit (check isStopping()); with no child running we exit at once. A second
 * signal kills everything.
 */
export function forwardSignals(onStop) {
  const onSignal = (signal) => {
    if (stopping) {
      for (const child of live) killGroup(child, 'SIGKILL');
      process.exit(130);
    }
    stopping = signal;
    onStop?.(signal);
    for (const child of live) killGroup(child, signal);
    if (live.size === 0) process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => onSignal(signal));
  // `kill <pid of npm>` reaches only npm and the `sh -c` it runs scripts in; sh dies without
  // passing it on and we are re-parented. Treat that as SIGTERM so no server is left running.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) {
      console.error('The parent process is gone: stopping.');
      onSignal('SIGTERM');
    }
  }, 1_000).unref();
}

/** True once SIGINT/SIGTERM arrived: callers stop starting new work. */
export function isStopping() {
  return stopping !== null;
}

/**
 * Spawn a command with inherited stdout/stderr and no stdin (CI has none; nothing may wait on a
 * prompt). Resolves { code, signal, timedOut } and never rejects for a non-zero exit.
 */
export function run(command, args, { cwd = ROOT, env = process.env, timeoutMs = 0, stdio, output } = {}) {
  return new Promise((resolve) => {
    let child;
    try {
      // `output(chunk)`: stdout and stderr go to it instead of the terminal (a stage that runs
      // beside others keeps its output together and prints it when it ends).
      child = spawn(command, args, {
        cwd,
        env,
        stdio: output ? ['ignore', 'pipe', 'pipe'] : (stdio ?? ['ignore', 'inherit', 'inherit']),
        detached: process.platform !== 'win32',
      });
      if (output) {
        child.stdout.on('data', output);
        child.stderr.on('data', output);
      }
    } catch (error) {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve({ code: 127, signal: null, timedOut: false });
      return;
    }
    live.add(child);
    let timedOut = false;
    let timer;
    if (timeoutMs > 0) {
      timer = setTimeout(() => {
        timedOut = true;
        console.error(`\n${command} ${args.join(' ')}: no result after ${Math.round(timeoutMs / 1000)} s, stopping it.`);
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
      }, timeoutMs);
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      live.delete(child);
      reapGroup(child, command);
      resolve({ code: code ?? (signal ? 1 : 0), signal, timedOut });
    });
  });
}

/** Start a long-running child (a server); returns the ChildProcess. Stop it with stop(child). */
export function startBackground(command, args, { cwd = ROOT, env = process.env, stdio } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: stdio ?? ['ignore', 'inherit', 'inherit'],
    detached: process.platform !== 'win32',
  });
  live.add(child);
  child.on('close', () => live.delete(child));
  return child;
}

/** SIGTERM the child's group, SIGKILL after graceMs; resolves when it has exited. */
export function stop(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Poll `url` until it answers 2xx, the child exits, or timeoutMs passes. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

/** Path of a binary installed in the root node_modules/.bin. */
export function bin(name) {
  return fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
}
