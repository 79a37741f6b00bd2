// Fan-out across real processes: two `dist/main.js` API processes on one fresh Postgres database.
// A message posted over HTTP through instance A reaches a socket connected to instance B
// (LISTEN/NOTIFY), and a logout through A closes B's socket. Needs a build.
//
//   node packages/api/test/reliability/two-instances.mjs
import { dropDatabase, freshDatabase, listSitter, signUp, sleep, startApi } from '../../bench/chat/support.mjs';
import { LiveClient } from './live-client.mjs';

const DATABASE = 'pawpal_reliability_two';
const url = await freshDatabase(DATABASE);
const a = await startApi({ env: { DATABASE_URL: url } });
const b = await startApi({ env: { DATABASE_URL: url } });
let client;
try {
  const sender = await signUp(a.origin, 'sender');
  const recipient = await signUp(a.origin, 'recipient');
  await listSitter(url, recipient.id); // an owner writes to a sitter
  const channel = await (
    await fetch(`${a.origin}/api/chat/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ userId: recipient.id }),
    })
  ).json();
  const received = [];
  let closedWith;
  // The session was created through A; B reads it from the shared session table.
  client = new LiveClient({
    origin: b.origin,
    cookie: recipient.cookie,
    userId: recipient.id,
    onFrame: (frame) => frame.type === 'new_message' && received.push({ at: performance.now(), frame }),
  });
  while (!client.ready) await sleep(20);
  client.socket.on('close', (code) => {
    closedWith = code;
  });

  const latencies = [];
  for (let index = 0; index < 20; index += 1) {
    const t0 = performance.now();
    const response = await fetch(`${a.origin}/api/chat/messages/${channel.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ body: `via A ${index}` }),
    });
    const { id } = await response.json();
    while (!received.some((entry) => entry.frame.messageId === id) && performance.now() - t0 < 5000) await sleep(2);
    const hit = received.find((entry) => entry.frame.messageId === id);
    latencies.push(hit ? hit.at - t0 : Infinity);
  }
  await fetch(`${a.origin}/api/auth/logout`, { method: 'POST', headers: { cookie: recipient.cookie } });
  const logoutAt = performance.now();
  while (closedWith === undefined && performance.now() - logoutAt < 5000) await sleep(5);
  const afterLogout = await fetch(`${b.origin}/api/auth/user`, { headers: { cookie: recipient.cookie } });
  latencies.sort((x, y) => x - y);
  const report = {
    delivered: latencies.filter(Number.isFinite).length,
    of: latencies.length,
    medianMs: +latencies[Math.floor(latencies.length / 2)].toFixed(1),
    maxMs: +latencies.at(-1).toFixed(1),
    socketOnBClosedByLogoutOnA: closedWith,
    sessionOnBAfterLogout: afterLogout.status,
  };
  report.pass = report.delivered === report.of && closedWith === 1000 && afterLogout.status === 401;
  console.table([report]);
  console.log(JSON.stringify({ reliability: 'two-instances', ...report }));
  process.exitCode = report.pass ? 0 : 1;
} finally {
  client?.stop();
  await a.stop();
  await b.stop();
  await dropDatabase(DATABASE);
}
