import net, { type AddressInfo } from 'node:net';

/** A TCP port nobody listens on right now (the system picks it), for a child server or cluster. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
