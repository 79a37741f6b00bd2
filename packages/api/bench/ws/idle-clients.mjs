// Client side of the idle-connections benchmark (its own process, so its memory is not counted):
// opens COUNT authenticated sockets to ORIGIN with the given session cookies, reports progress
// on stdout ("READY <n>"), then holds them until killed.
import { WebSocket } from 'ws';

const origin = process.env.ORIGIN;
const accounts = JSON.parse(process.env.ACCOUNTS); // [{ cookie, id }]
const count = Number(process.env.COUNT);
const BATCH = 250;
const sockets = [];
let ready = 0;
let failed = 0;

function open(account) {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/ws?userId=${account.id}`, {
      headers: { cookie: account.cookie, origin },
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', userId: account.id })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'ready') {
        ready += 1;
        resolve();
      }
    });
    socket.on('error', () => {
      failed += 1;
      resolve();
    });
    sockets.push(socket);
  });
}

for (let start = 0; start < count; start += BATCH) {
  const batch = [];
  for (let index = start; index < Math.min(count, start + BATCH); index += 1) batch.push(open(accounts[index % accounts.length]));
  await Promise.all(batch);
}
console.log(`READY ${ready} FAILED ${failed}`);
setInterval(() => {
  const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  console.log(`OPEN ${open}`);
}, 2000);
