/**
 * A saved game's file checked before anything in it is used: JSON, then the
 * schema (schemas/saved-game.schema.json: every part's type and size), then
 * what the schema cannot say (the final count is the number of choices, a
 * choice is made by a seat of the game). A file is whatever its author left
 * in it, a damaged one or a hostile one: each problem is told with its place
 * (line and column, and the JSON pointer), and every bit of the file's own
 * text in a message is quoted, cut short and stripped of control characters
 * (interpreter/diagnostics/quote.ts).
 *
 * Versions: every version up to REPLAY_VERSION is read; a newer one is named
 * as newer rather than reported as broken.
 */
import type { ErrorObject } from 'ajv';
import { LineCounter, parseDocument } from 'yaml';
import savedGameSchema from '../../schemas/saved-game.schema.json' with { type: 'json' };
import { escapeControls, quoteText, safeMessage } from '../diagnostics/index.ts';
import { compileSchemas, pointerSegments, type JsonSchema } from '../content/index.ts';
import { keptValidators } from '../content/node.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, type SavedGame } from './saved-game.ts';

/** Largest saved-game file read, in bytes: a long game's file is well under 1 MB (a scenario's text at most 2 MB more). */
export const MAX_SAVED_GAME_BYTES = 64 * 1024 * 1024;
/** Files up to this size get line and column in their problems (the JSON is parsed a second time, for positions). */
const POSITIONS_UP_TO = 4 * 1024 * 1024;
/** Most problems told for one file. */
const MAX_PROBLEMS = 10;

export interface SavedGameProblem {
  /** JSON pointer of the offending part (`/choices/0/ids`); '' for the whole file. */
  pointer: string;
  /** 1-based, when the file is small enough to place it. */
  line: number | null;
  col: number | null;
  /** Safe to print (file text quoted and cleaned). */
  message: string;
}

export type SavedGameCheck = { ok: true; game: SavedGame } | { ok: false; problems: SavedGameProblem[] };

function problem(pointer: string, message: string): SavedGameProblem {
  return { pointer, line: null, col: null, message };
}

/** `FILE:LINE:COL: message (at /pointer)`, or without the position when there is none. */
export function formatSavedGameProblem(file: string, p: SavedGameProblem): string {
  const at = p.line !== null ? `:${p.line}:${p.col}` : '';
  const where = p.pointer !== '' ? ` (at ${escapeControls(p.pointer.length > 200 ? p.pointer.slice(0, 200) + '…' : p.pointer)})` : '';
  return `${escapeControls(file)}${at}: ${p.message}${where}`;
}

/** How a message names the part at `pointer`: `the file`, `"content"`, `item 2 of "choices"`. */
function partName(pointer: string): string {
  const segs = pointerSegments(pointer);
  const last = segs.at(-1);
  if (last === undefined) return 'the file';
  const shown = escapeControls(last.slice(0, 40));
  if (/^\d+$/.test(last) && segs.length > 1) return `item ${Number(last) + 1} of "${escapeControls(segs.at(-2)!.slice(0, 40))}"`;
  return `"${shown}"`;
}

/** ajv's complaint in words, with the file's own values quoted (never echoed whole). */
function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  const where = partName(e.instancePath);
  switch (e.keyword) {
    case 'required':
      return `${where} lacks "${String(params['missingProperty'])}"`;
    case 'type':
      return `${where} must be ${String(params['type']).replace(',', ' or ')}, not ${quoteText(e.data, 40)}`;
    case 'const':
      return `${where} must be ${quoteText(params['allowedValue'])}, not ${quoteText(e.data, 40)}`;
    case 'maxLength':
    case 'maxItems':
      return `${where} is too long (at most ${String(params['limit'])})`;
    case 'minLength':
    case 'minItems':
      return `${where} is too short (at least ${String(params['limit'])})`;
    case 'minimum':
    case 'maximum':
      return `${where} must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params['limit'])}, not ${quoteText(e.data, 40)}`;
    case 'pattern':
      return `${where} has characters a hash or id never has: ${quoteText(e.data, 40)}`;
    case 'oneOf':
      return `${where} must be text (up to 1,000 characters) or a whole number JavaScript holds exactly (at most 2^53 - 1), not ${quoteText(e.data, 40)}`;
    default:
      return `${where} ${safeMessage(e.message ?? 'is not valid', 200)}`;
  }
}

/** Places problems on the file's lines (small files only: the text is parsed again, keeping positions). */
function place(text: string, problems: SavedGameProblem[]): void {
  if (text.length > POSITIONS_UP_TO) return;
  const lineCounter = new LineCounter();
  let doc;
  try {
    doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  } catch {
    return;
  }
  for (const p of problems) {
    const path = pointerSegments(p.pointer).map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
    // The part itself, or the deepest part of its path that is in the file (a missing field: the object lacking it).
    for (let k = path.length; k >= 0; k--) {
      const node = k === 0 ? doc.contents : doc.getIn(path.slice(0, k), true);
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
      if (!range) continue;
      const pos = lineCounter.linePos(range[0]);
      p.line = pos.line;
      p.col = pos.col;
      break;
    }
  }
}

/** What the schema cannot say: counts that must agree with each other. */
function consistency(g: SavedGame): SavedGameProblem[] {
  const out: SavedGameProblem[] = [];
  const n = g.choices.length;
  const seats = new Set(g.players);
  if (seats.size !== g.players.length) out.push(problem('/players', 'the same seat is named twice in "players"'));
  g.choices.forEach((c, i) => {
    if (out.length < MAX_PROBLEMS && !seats.has(c.player)) out.push(problem(`/choices/${i}/player`, `choice ${i + 1} is made by ${quoteText(c.player, 40)}, who is not one of the players`));
  });
  if (g.final.n !== n) out.push(problem('/final/n', `"final" counts ${g.final.n} choices, but the file holds ${n}`));
  g.checkpoints.forEach((c, i) => {
    if (out.length < MAX_PROBLEMS && c.n > n) out.push(problem(`/checkpoints/${i}/n`, `checkpoint ${i + 1} is after choice ${c.n}, but the file holds ${n} choices`));
  });
  if (g.scenario !== undefined) {
    if (g.scenario.scripted > n) out.push(problem('/scenario/scripted', `the scenario's script made ${g.scenario.scripted} choices, but the file holds ${n}`));
    (g.scenario.injected ?? []).forEach((inj, i) => {
      if (out.length < MAX_PROBLEMS && inj.before > n) out.push(problem(`/scenario/injected/${i}/before`, `scripted dice before choice ${inj.before + 1}, but the file holds ${n} choices`));
    });
  }
  return out;
}

/**
 * Checks a saved game's text. Returns the game, or the problems (at most
 * MAX_PROBLEMS), each safe to print.
 */
export function checkSavedGame(text: string): SavedGameCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    // V8's message quotes a piece of the text: cleaned and cut like any other.
    return { ok: false, problems: [problem('', `it is not JSON (${safeMessage((e as Error).message, 160).replace(/\n/g, ' ')}): not a game saved by "rulewright play --save"`)] };
  }
  const top = parsed as Record<string, unknown> | null;
  if (top === null || typeof top !== 'object' || Array.isArray(top) || top['format'] !== REPLAY_FORMAT) {
    return { ok: false, problems: [problem(top !== null && typeof top === 'object' && 'format' in top ? '/format' : '', 'it is not a game saved by "rulewright play --save"')] };
  }
  const version = top['version'];
  if (typeof version === 'number' && Number.isInteger(version) && version > REPLAY_VERSION) {
    return { ok: false, problems: [problem('/version', `it is a version ${version} replay file, made by a newer rulewright (this one reads versions 1 to ${REPLAY_VERSION})`)] };
  }
  // Compiled as every other schema is (the same options, kept between commands), not by an Ajv of its own.
  const validate = compileSchemas({ savedGame: savedGameSchema as JsonSchema }, keptValidators()).get('savedGame')!;
  if (!validate(parsed)) {
    const errors = validate.errors ?? [];
    // A seed that is neither text nor a safe whole number fails both branches: one sentence for it, not three.
    const seedOneOf = errors.some((e) => e.instancePath === '/seed' && e.keyword === 'oneOf');
    const told = errors.filter((e) => !(seedOneOf && e.instancePath === '/seed' && e.keyword !== 'oneOf'));
    const problems: SavedGameProblem[] = [];
    const seen = new Set<string>();
    for (const e of told) {
      const p = problem(e.instancePath, describe(e));
      const key = `${p.pointer} ${p.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(p);
      if (problems.length >= MAX_PROBLEMS) break;
    }
    place(text, problems);
    return { ok: false, problems };
  }
  const game = parsed as unknown as SavedGame;
  const problems = consistency(game);
  if (game.version >= 3 && game.scenario?.injected !== undefined) problems.push(problem('/scenario/injected', 'a version 3 file keeps scripted dice on its choices ("dice"), not in "scenario.injected"'));
  if (game.version < 3 && game.choices.some((c) => c.dice !== undefined)) problems.push(problem('/choices', `a version ${game.version} file has no "dice" on its choices (version 3 has)`));
  if (problems.length > 0) {
    place(text, problems);
    return { ok: false, problems };
  }
  return { ok: true, game };
}
