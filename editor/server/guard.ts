/**
 * Who may talk to the content server. It writes the designer's files, so it
 * answers only the editor page it served, on this machine, in this run:
 *
 * - the request is addressed to a loopback name (or the host it was started
 *   on) and to the port it listens on: a web page reaching it through DNS
 *   rebinding names another host;
 * - a browser's `Origin` is exactly this server's own (scheme, host and
 *   port): a page on another local port is another origin (comparing the
 *   host name alone let `http://localhost:9999` list, read and overwrite the
 *   content folder); `Sec-Fetch-Site`, when sent, says same-origin;
 * - every call carries the run's key (`X-Rulewright-Token`), a secret made
 *   when the server starts and given only in the link it prints, so no other
 *   page or local process that did not start the editor can call it (as
 *   notebook servers do). A custom header also means a browser must ask
 *   (CORS preflight) before a cross-origin call, which is never granted.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ContentApiError } from './errors.ts';

export const TOKEN_HEADER = 'x-rulewright-token';
/** The query parameter of the editor's link that hands the page its key. */
export const TOKEN_PARAM = 'token';

/** A new run's key: 32 random bytes, URL-safe. */
export function newRunToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `[::1]:5173` -> `[::1]`, `5173`; `127.0.0.1:5173` -> `127.0.0.1`, `5173`. */
export function splitHost(hostHeader: string): { name: string; port: string } {
  if (hostHeader.startsWith('[')) {
    const end = hostHeader.indexOf(']');
    if (end === -1) return { name: hostHeader, port: '' };
    const rest = hostHeader.slice(end + 1);
    return { name: hostHeader.slice(0, end + 1), port: rest.startsWith(':') ? rest.slice(1) : '' };
  }
  const colon = hostHeader.lastIndexOf(':');
  return colon === -1 ? { name: hostHeader, port: '' } : { name: hostHeader.slice(0, colon), port: hostHeader.slice(colon + 1) };
}

function forbidden(code: string, message: string): ContentApiError {
  return new ContentApiError(403, code, message);
}

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws a 403 ContentApiError unless the request comes from this server's own editor page, with the run's key. */
export function checkCaller(req: IncomingMessage, allowedHosts: ReadonlySet<string>, token: string): void {
  const hostHeader = String(req.headers.host ?? '');
  const { name, port } = splitHost(hostHeader.toLowerCase());
  const localPort = String(req.socket.localPort ?? '');
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const defaultPort = scheme === 'https' ? '443' : '80';
  if (!allowedHosts.has(name) || (port || defaultPort) !== localPort) {
    throw forbidden('RW-EDITOR-HOST', `The content server only answers requests addressed to itself (${[...allowedHosts].join(', ')}, port ${localPort}).`);
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    // Exactly this server's origin: the scheme, the host as the request named it, and the port it arrived on.
    if (origin.toLowerCase() !== `${scheme}://${hostHeader.toLowerCase()}` && origin.toLowerCase() !== `${scheme}://${name}:${localPort}`) {
      throw forbidden('RW-EDITOR-ORIGIN', 'Requests from other web pages are refused (only the editor page this server serves may call it).');
    }
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') {
    throw forbidden('RW-EDITOR-ORIGIN', 'Requests from other web pages are refused (only the editor page this server serves may call it).');
  }
  const given = req.headers[TOKEN_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, token)) {
    throw forbidden(
      'RW-EDITOR-TOKEN',
      "This request lacks the editor's key for this run: open the editor with the link its server printed (it ends in ?token=...).",
    );
  }
}
