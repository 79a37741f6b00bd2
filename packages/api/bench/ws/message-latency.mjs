// Benchmark: a message posted over HTTP reaches the recipient's socket in < 100 ms at p99 while
// 200 messages a second flow. API on real Postgres (so pushes go through LISTEN/NOTIFY, the
// multi-instance path). Latency = socket receive time - POST start time, same clock.
//
//   node scripts/pnpm.mjs --filter @pawpal/api build
//   node packages/api/bench/ws/message-latency.mjs
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import {
  assertMeasured,
  bareHttpBaseline,
  dropDatabase,
  freshDatabase,
  listSitter,
  loadLine,
  percentile,
  signUp,
  sleep,
  startApi,
} from '../chat/support.mjs';

const DATABASE = 'pawpal_bench_latency';
const RATE_PER_SECOND = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 20);
const TARGET_P99_MS = 100;
const AUTOCANNON_BIN = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

const url = await freshDatabase(DATABASE);
const api = await startApi({
  env: { DATABASE_URL: url },
  nodeArgs: process.env.BENCH_API_NODE_ARGS ? process.env.BENCH_API_NODE_ARGS.split(' ') : [],
});
const sockets = [];
try {
  const pairs = [];
  for (let index = 0; index < PAIRS; index += 1) {
    const sender = await signUp(api.origin, `sender${index}`);
    const recipient = await signUp(api.origin, `recipient${index}`);
    await listSitter(url, recipient.id); // an owner writes to a sitter
    const opened = await fetch(`${api.origin}/api/chat/channels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ userId: recipient.id }),
    });
    pairs.push({ sender, recipient, channelId: (await opened.json()).id });
  }
  const sentAt = new Map(); // messageId or body tag -> t0
  const latencies = [];
  for (const pair of pairs) {
    const socket = new WebSocket(`${api.origin.replace(/^http/, 'ws')}/api/ws?userId=${pair.recipient.id}`, {
      headers: { cookie: pair.recipient.cookie, origin: api.origin },
    });
    await new Promise((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', userId: pair.recipient.id })));
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === 'ready') resolve();
        if (frame.type === 'new_message') {
          const t0 = sentAt.get(frame.preview);
          if (t0 !== undefined) latencies.push(performance.now() - t0);
        }
      });
      socket.on('error', reject);
    });
    sockets.push(socket);
  }

  if (process.env.BENCH_MODE === 'background') {
    // The 200/s flow comes from autocannon in its own process (cheap HTTP client, fixed rate
    // across 20 connections), so this process only times probes: one message every 100 ms from
    // another pair, latency = POST start -> new_message frame.
    const [flowPair, ...probePairs] = pairs;
    const flow = spawn(
      process.execPath,
      [
        AUTOCANNON_BIN,
        '-c',
        '20',
        '-R',
        String(RATE_PER_SECOND),
        '-d',
        String(DURATION_S + 2),
        '-m',
        'POST',
        '-H',
        'content-type=application/json',
        '-H',
        `cookie=${flowPair.sender.cookie}`,
        '-b',
        JSON.stringify({ body: 'background flow' }),
        '-j',
        `${api.origin}/api/chat/messages/${flowPair.channelId}`,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let flowJson = '';
    flow.stdout.on('data', (chunk) => {
      flowJson += chunk;
    });
    const flowDone = new Promise((resolve) => flow.on('exit', resolve));
    await sleep(1000);
    const probes = DURATION_S * 10;
    const probeDurations = [];
    for (let index = 0; index < probes; index += 1) {
      const pair = probePairs[index % probePairs.length];
      const tag = `latency probe ${index}`;
      const t0 = performance.now();
      sentAt.set(tag, t0);
      void fetch(`${api.origin}/api/chat/messages/${pair.channelId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pair.sender.cookie },
        body: JSON.stringify({ body: tag }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          probeDurations.push(performance.now() - t0);
        },
        () => undefined,
      );
      await sleep(100);
    }
    await flowDone;
    await sleep(2000);
    const flowResult = JSON.parse(flowJson);
    latencies.sort((a, b) => a - b);
    const result = {
      bench: 'ws-message-latency (background flow)',
      flowRate: Math.round(flowResult.requests.average),
      flowNon2xx: flowResult.non2xx,
      flowP99: flowResult.latency.p99,
      probes,
      delivered: latencies.length,
      p50: +percentile(latencies, 50).toFixed(1),
      p95: +percentile(latencies, 95).toFixed(1),
      p99: +percentile(latencies, 99).toFixed(1),
      max: +(latencies.at(-1) ?? NaN).toFixed(1),
    };
    result.pass = result.p99 < TARGET_P99_MS && latencies.length === probes && result.flowRate >= RATE_PER_SECOND * 0.95;
    console.table([result]);
    console.log(loadLine());
    console.log(JSON.stringify(result));
    assertMeasured(
      flowResult['2xx'] > 0 && flowResult.non2xx === 0,
      `the background flow: ${flowResult['2xx']} 2xx, ${flowResult.non2xx} non-2xx`,
    );
    assertMeasured(latencies.length > 0, 'no probe message reached its recipient socket');
  } else {
    const total = RATE_PER_SECOND * DURATION_S;
    const postDurations = [];
    let failures = 0;
    let firstFailure;
    const inFlight = [];
    const start = performance.now();
    for (let index = 0; index < total; index += 1) {
      // Open-loop schedule: message i leaves at start + i / rate, whatever the previous ones do.
      const due = start + (index * 1000) / RATE_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const pair = pairs[index % PAIRS];
      const tag = `latency probe ${index}`;
      const t0 = performance.now();
      sentAt.set(tag, t0);
      inFlight.push(
        fetch(`${api.origin}/api/chat/messages/${pair.channelId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: pair.sender.cookie },
          body: JSON.stringify({ body: tag }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status !== 201) {
              failures += 1;
              firstFailure ??= `HTTP ${response.status}`;
            }
            postDurations.push(performance.now() - t0);
          },
          (error) => {
            failures += 1;
            firstFailure ??= String(error.cause ?? error);
          },
        ),
      );
    }
    await Promise.all(inFlight);
    const achievedRate = total / ((performance.now() - start) / 1000);
    await sleep(2000); // stragglers
    latencies.sort((a, b) => a - b);
    postDurations.sort((a, b) => a - b);
    const result = {
      bench: 'ws-message-latency',
      messages: total,
      targetRate: RATE_PER_SECOND,
      achievedRate: Math.round(achievedRate),
      delivered: latencies.length,
      postFailures: failures,
      p50: +percentile(latencies, 50).toFixed(1),
      p95: +percentile(latencies, 95).toFixed(1),
      p99: +percentile(latencies, 99).toFixed(1),
      max: +(latencies.at(-1) ?? NaN).toFixed(1),
      postP99: +percentile(postDurations, 99).toFixed(1),
      firstFailure,
      pass: percentile(latencies, 99) < TARGET_P99_MS && latencies.length === total,
    };
    console.table([result]);
    // The same machine's bare loopback HTTP at this moment (node:http, no framework), for the ratio.
    const bare = await bareHttpBaseline(autocannon, { connections: PAIRS, seconds: 2 });
    console.log(
      `POST p99 ${result.postP99} ms against bare node:http p99 ${bare.p99} ms (${bare.p99 > 0 ? (result.postP99 / bare.p99).toFixed(1) : 'n/a'}x) in the same run; ${loadLine()}`,
    );
    console.log(JSON.stringify(result));
    assertMeasured(failures === 0, `${failures} of ${total} messages were not accepted (first: ${firstFailure})`);
    assertMeasured(latencies.length > 0, 'no message reached its recipient socket');
  }
} finally {
  for (const socket of sockets) socket.terminate();
  await api.stop();
  await dropDatabase(DATABASE);
}
