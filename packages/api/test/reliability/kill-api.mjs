// Reliability: kill -9 the API while clients are connected and messages flow. Expect: after a
// restart the clients reconnect on their own (app backoff), and every message that was
// acknowledged (201) is in the history. Uses a dedicated database on the shared Postgres server
// (only the API is killed, never Postgres). Needs a build: node scripts/pnpm.mjs --filter @pawpal/api build
//
//   node packages/api/test/reliability/kill-api.mjs
import { dropDatabase, freePort, freshDatabase, listSitter, signUp, sleep, startApi } from '../../bench/chat/support.mjs';
import { LiveClient } from './live-client.mjs';

const DATABASE = 'pawpal_reliability_kill';
const PAIRS = 10;
const SEND_INTERVAL_MS = 50; // per sender: 10 senders -> ~200 messages/s
const KILL_AFTER_MS = 3000;
const DOWN_FOR_MS = 1000;
const FLOW_AFTER_RESTART_MS = 6000;

const url = await freshDatabase(DATABASE);
const port = await freePort();
let api = await startApi({ port, env: { DATABASE_URL: url } });
const clients = [];
const report = { acknowledged: 0, failedSends: 0, missingFromHistory: 0, clientsReconnected: 0, clientsGaveUp: 0, pushesAfterRestart: 0 };
try {
  const pairs = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const sender = await signUp(api.origin, `sender${index}`);
    const recipient = await signUp(api.origin, `recipient${index}`);
    await listSitter(url, recipient.id); // an owner writes to a sitter
    const response = await fetch(`${api.origin}/api/chat/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ userId: recipient.id }),
    });
    pairs.push({ sender, recipient, channelId: (await response.json()).id, acked: [] });
  }
  let restartedAt = Infinity;
  for (const pair of pairs) {
    clients.push(
      new LiveClient({
        origin: api.origin,
        cookie: pair.recipient.cookie,
        userId: pair.recipient.id,
        onFrame: (frame) => {
          if (frame.type === 'new_message' && Date.now() > restartedAt) report.pushesAfterRestart += 1;
        },
      }),
    );
  }
  await sleep(500);

  let flowing = true;
  const senders = pairs.map(async (pair, index) => {
    let sequence = 0;
    while (flowing) {
      sequence += 1;
      try {
        const response = await fetch(`${api.origin}/api/chat/messages/${pair.channelId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: pair.sender.cookie },
          body: JSON.stringify({ body: `pair ${index} message ${sequence}` }),
        });
        if (response.status === 201) {
          pair.acked.push((await response.json()).id);
          report.acknowledged += 1;
        } else {
          await response.arrayBuffer();
          report.failedSends += 1;
        }
      } catch {
        report.failedSends += 1; // the process is dead: not acknowledged, so nothing is promised
      }
      await sleep(SEND_INTERVAL_MS);
    }
  });

  await sleep(KILL_AFTER_MS);
  const ackedBeforeKill = report.acknowledged;
  await api.kill(); // SIGKILL
  console.log(`killed the API (pid ${api.pid}) with ${ackedBeforeKill} messages acknowledged`);
  await sleep(DOWN_FOR_MS);
  api = await startApi({ port, env: { DATABASE_URL: url } });
  restartedAt = Date.now();
  console.log(`restarted the API on the same port (pid ${api.pid})`);
  await sleep(FLOW_AFTER_RESTART_MS);
  flowing = false;
  await Promise.all(senders);
  await sleep(1000);

  report.clientsReconnected = clients.filter((client) => client.opens >= 2 && client.ready).length;
  report.clientsGaveUp = clients.filter((client) => client.gaveUp).length;
  for (const pair of pairs) {
    const stored = new Set();
    let cursor = null;
    do {
      const page = await (
        await fetch(`${api.origin}/api/chat/messages/${pair.channelId}?limit=100${cursor ? `&before=${cursor}` : ''}`, {
          headers: { cookie: pair.recipient.cookie },
        })
      ).json();
      for (const message of page.messages) stored.add(message.id);
      cursor = page.nextCursor;
    } while (cursor);
    report.missingFromHistory += pair.acked.filter((id) => !stored.has(id)).length;
  }
  report.pass = report.missingFromHistory === 0 && report.clientsReconnected === PAIRS && report.pushesAfterRestart > 0;
  console.table([report]);
  console.log(JSON.stringify({ reliability: 'kill-api', ...report }));
  process.exitCode = report.pass ? 0 : 1;
} finally {
  for (const client of clients) client.stop();
  await api.stop();
  await dropDatabase(DATABASE);
}
