/**
 * The content server's HTTP plumbing: JSON answers, bodies read up to a
 * limit, and request JSON that must be valid UTF-8 text (a save whose bytes
 * are not UTF-8 was written with replacement characters in place of what
 * the designer typed; now it is refused).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ContentApiError } from './errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: ContentApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message }, ...error.extra }, headers);
}

export function tooLarge(limit: number): ContentApiError {
  return new ContentApiError(413, 'RW-EDITOR-TOO-LARGE', `A request body may be at most ${Math.round(limit / 1024)} KiB.`);
}

/** Reads a request body, refusing (413) as soon as it passes the limit. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolveBody, rejectBody) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        rejectBody(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolveBody(Buffer.concat(chunks));
      }
    });
    req.on('error', (error) => {
      if (!done) {
        done = true;
        rejectBody(error);
      }
    });
  });
}

/** A string with a lone surrogate (`"\ud800"` in JSON) cannot be written as UTF-8: it would become U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function checkText(value: unknown): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) throw notUtf8();
  } else if (Array.isArray(value)) value.forEach(checkText);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) checkText(v);
}

function notUtf8(): ContentApiError {
  return new ContentApiError(400, 'RW-EDITOR-NOT-UTF8', 'The request is not valid UTF-8 text: nothing was written (a file is saved exactly as typed, or not at all).');
}

/** The JSON object body of a changing request; anything but `application/json` in UTF-8 is refused. */
export async function readJsonBody(req: IncomingMessage, limit: number, shape: string): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    // Also forces a CORS preflight on any cross-site attempt, which this server never grants.
    throw new ContentApiError(415, 'RW-EDITOR-MEDIA-TYPE', `Send JSON: ${shape}.`);
  }
  const body = await readBody(req, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw notUtf8();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ContentApiError(400, 'RW-EDITOR-BAD-BODY', `Send ${shape}.`);
  }
  checkText(parsed);
  return parsed as Record<string, unknown>;
}

/** The raw (still encoded) value of one query parameter, to see how the client spelled it. */
export function rawQueryValue(url: string, name: string): string | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    if ((eq === -1 ? pair : pair.slice(0, eq)) === name) return eq === -1 ? '' : pair.slice(eq + 1);
  }
  return undefined;
}
