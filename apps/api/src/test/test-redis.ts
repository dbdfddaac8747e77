import net from 'node:net';

/** The Redis the tests that need one use (`TEST_REDIS_URL`, default the local server). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers a TCP connection within half a second (tests skip with a message otherwise). */
export const redisReachable = (): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
