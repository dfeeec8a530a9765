import type { Json } from './json.ts';
import type { AnyGameDef, LogEntry, PlayerId } from './types.ts';

/** The entries `viewer` may read (null: a spectator sees only public ones). */
export function visibleLog(entries: readonly LogEntry[], viewer: PlayerId | null): LogEntry[] {
  return entries.filter((e) => e.to === null || (viewer !== null && e.to.includes(viewer)));
}

function show(v: Json): string {
  if (Array.isArray(v)) return v.map(show).join(', ');
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** One log entry as a sentence, with the game's renderer for its kind or a plain fallback. */
export function renderEntry(game: AnyGameDef, entry: LogEntry): string {
  const name = (p: PlayerId) => (game.playerName ? game.playerName(p) : p);
  const r = game.render?.[entry.kind];
  if (r) return r(entry, name);
  const who = entry.actors.map(name).join(' and ');
  const vals = Object.entries(entry.values)
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(', ');
  return [who, entry.kind.replace(/[-_/]/g, ' '), vals ? `(${vals})` : ''].filter(Boolean).join(' ');
}
