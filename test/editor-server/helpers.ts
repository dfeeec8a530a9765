/** A content server on an ephemeral loopback port, and raw HTTP requests to it (the URL exactly as written). */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentApi, type ContentApiOptions } from '../../editor/server/content-api.ts';

/** The run's key the test servers are made with. */
export const TOKEN = 'editor-server-test-key';

export interface Running {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: Omit<ContentApiOptions, 'token'> & { token?: string }): Promise<Running> {
  const handle = createContentApi({ token: TOKEN, ...options });
  const server = createServer((req, res) => {
    void handle(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(404);
        res.end('not the api');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON from the server, shape asserted per test
  headers: Record<string, string | string[] | undefined>;
}

/** A request as the editor page sends it (its host and key), with `headers` added or replaced (`null` drops one). */
export function send(port: number, method: string, rawPath: string, options: { body?: string | Buffer; headers?: Record<string, string | null> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, 'x-rulewright-token': TOKEN };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  for (const [k, v] of Object.entries(options.headers ?? {})) {
    if (v === null) delete headers[k];
    else headers[k] = v;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export const json = (body: unknown): { body: string } => ({ body: JSON.stringify(body) });
