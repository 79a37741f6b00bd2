// Benchmark: GET /api/chat/unread-count with a real signed-in session on real Postgres holding
// 1,000,000 messages, against a bare node:http + pg server running the same COUNT, same run.
// Target: API >= 60 % of bare throughput, p99 < 50 ms. Not part of npm test.
//
//   node scripts/pnpm.mjs --filter @pawpal/api build
//   node packages/api/bench/chat/unread-count.mjs        (BENCH_SERVER_URL to use another server)
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { assertAllOk, assertMeasured, dropDatabase, freePort, freshDatabase, loadFor, loadLine, signUp, startApi } from './support.mjs';

const DATABASE = 'pawpal_bench_chat';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const BENCH_CHANNELS = 40; // the measured user's conversations
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The exact query the API runs (src/chat/chat.service.ts UNREAD_COUNT_SQL).
const UNREAD_COUNT_SQL = `
  SELECT count(*)::int AS count
  FROM chat_read_state r
  JOIN chat_messages m ON m.channel_id = r.channel_id AND m.seq > r.last_read_seq
  WHERE r.user_id = $1 AND m.sender_id <> $1`;

async function seed(url, benchUserId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(`INSERT INTO users (first_name, last_name, email, password_hash)
    SELECT 'User', 'No' || i, 'user' || i || '@bench.example', 'x' FROM generate_series(1, ${USERS}) i`);
  // Channels: the bench user with BENCH_CHANNELS others, plus pairs among the others.
  await client.query(
    `INSERT INTO chat_channels (user_a_id, user_b_id)
    SELECT $1, id FROM (SELECT id FROM users WHERE email LIKE '%@bench.example' ORDER BY email LIMIT ${BENCH_CHANNELS}) u`,
    [benchUserId],
  );
  await client.query(`INSERT INTO chat_channels (user_a_id, user_b_id)
    SELECT a.id, b.id FROM
      (SELECT id, row_number() OVER (ORDER BY id) n FROM users WHERE email LIKE '%@bench.example') a
      JOIN (SELECT id, row_number() OVER (ORDER BY id) n FROM users WHERE email LIKE '%@bench.example') b ON b.n = a.n + 1`);
  await client.query(
    `INSERT INTO chat_read_state (channel_id, user_id) SELECT id, user_a_id FROM chat_channels UNION ALL SELECT id, user_b_id FROM chat_channels`,
  );
  // 1,000,000 messages spread round-robin over every channel, alternating senders.
  await client.query(
    `CREATE TEMP TABLE numbered AS SELECT id, user_a_id, user_b_id, row_number() OVER (ORDER BY id) - 1 AS n FROM chat_channels`,
  );
  await client.query(`CREATE INDEX ON numbered (n)`);
  await client.query(`
    INSERT INTO chat_messages (channel_id, sender_id, body, created_at)
    SELECT c.id, CASE WHEN g % 2 = 0 THEN c.user_a_id ELSE c.user_b_id END, 'message ' || g, now() - (g || ' seconds')::interval
    FROM generate_series(1, ${MESSAGES}) g
    JOIN numbered c ON c.n = g % (SELECT count(*) FROM numbered)`);
  // The bench user has read most of it: mark everything read, then leave the last 20 per channel unread.
  await client.query(`UPDATE chat_read_state r SET last_read_seq = coalesce((
      SELECT seq FROM chat_messages m WHERE m.channel_id = r.channel_id ORDER BY seq DESC OFFSET 20 LIMIT 1), 0)`);
  await client.query('VACUUM ANALYZE');
  const [{ count }] = (await client.query('SELECT count(*)::int AS count FROM chat_messages')).rows;
  const [{ unread }] = (await client.query(UNREAD_COUNT_SQL.replace('count(*)::int AS count', 'count(*)::int AS unread'), [benchUserId]))
    .rows;
  const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${UNREAD_COUNT_SQL}`, [benchUserId])).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  await client.end();
  assertMeasured(count > 0, 'no messages were seeded');
  assertMeasured(unread > 0, 'the measured user has no unread message: the COUNT would count nothing');
  console.log(`Seeded ${count} messages in ${((Date.now() - started) / 1000).toFixed(1)} s; bench user unread = ${unread}`);
  console.log(plan);
}

function startBareServer(url, userId, port) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer(async (request, response) => {
    try {
      const { rows } = await pool.query(UNREAD_COUNT_SQL, [userId]);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ count: rows[0].count }));
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: async () => {
          server.close();
          await pool.end();
        },
      }),
    ),
  );
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, ...loadFor(DURATION_S), headers }, (error, result) => {
      if (error) return reject(error);
      try {
        assertAllOk(url, result);
      } catch (failure) {
        return reject(failure);
      }
      return resolve(result);
    });
  });
}

/** The round with the median throughput. */
function median(rounds) {
  return [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(rounds.length / 2)];
}

function summary(name, result) {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const url = await freshDatabase(DATABASE);
const api = await startApi({ env: { DATABASE_URL: url } });
try {
  const user = await signUp(api.origin, 'reader');
  await seed(url, user.id);
  const check = await fetch(`${api.origin}/api/chat/unread-count`, { headers: { cookie: user.cookie } });
  const answer = await check.text();
  console.log('API answers', check.status, answer);
  assertMeasured(
    check.status === 200 && JSON.parse(answer).count > 0,
    `the API's unread count is not a positive count: ${check.status} ${answer}`,
  );

  const barePort = await freePort();
  const bare = await startBareServer(url, user.id, barePort);
  // The machine is shared: measure in alternating rounds (bare, API, bare, API, ...) after a
  // warm-up of each, and compare the medians, so a burst of someone else's load hits both.
  await run(`http://127.0.0.1:${barePort}/`, {});
  await run(`${api.origin}/api/chat/unread-count`, { cookie: user.cookie });
  const bareRounds = [];
  const apiRounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRounds.push(summary('bare node:http + pg', await run(`http://127.0.0.1:${barePort}/`, {})));
    apiRounds.push(summary('API (session + Nest + COUNT)', await run(`${api.origin}/api/chat/unread-count`, { cookie: user.cookie })));
  }
  await bare.close();
  console.table([...bareRounds, ...apiRounds]);
  const bareResult = median(bareRounds);
  const apiResult = median(apiRounds);
  const ratio = apiResult.requestsPerSecond / bareResult.requestsPerSecond;
  console.log(`median: bare ${bareResult.requestsPerSecond} req/s, API ${apiResult.requestsPerSecond} req/s`);
  console.log(`API / bare = ${(ratio * 100).toFixed(0)} % (target >= 60 %), API p99 = ${apiResult.p99} ms (target < 50 ms)`);
  console.log(`${loadLine()} (API / bare ${(ratio * 100).toFixed(0)} % in the same run)`);
  console.log(JSON.stringify({ bench: 'unread-count', messages: MESSAGES, bare: bareResult, api: apiResult, ratio }));
} finally {
  await api.stop();
  if (!process.env.BENCH_KEEP) await dropDatabase(DATABASE);
}
