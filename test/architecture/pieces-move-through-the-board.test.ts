/**
 * Pieces move only through the board (interpreter/columbia/board.ts `Board`:
 * placeUnit, placeStructure, setUnitOwner, setDestroyed, setToken), which
 * keeps what the rules read of it. An assignment to a piece's `location` or
 * `owner`, or to a location's `destroyed` or `token`, anywhere else in
 * interpreter/ would leave the board answering from the old pieces: this test
 * finds such assignments in the source (the differential test finds the stale
 * answers only in the games it plays).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** `x.location = `, `x.owner = `, `x.destroyed = `, `x.token = ` (not `==`), also `x!.location = `. */
const ASSIGNMENT = /\.(location|owner|destroyed|token)\s*=(?!=)/;

/**
 * Assignments that change no board the index may have seen, each with why.
 * Keyed by file, then the line's text (trimmed).
 */
const ALLOWED: Record<string, Record<string, string>> = {
  'interpreter/columbia/setup.ts': {
    'u.location = space.locationId;': 'start spaces, filled before the game object exists',
    's.location = space.locationId;': 'start spaces, filled before the game object exists',
  },
  'interpreter/columbia/booker.ts': {
    'g.elizabeth.location = loc;': "Elizabeth's figure: no board query reads it",
    'if (withElizabeth) eliz.location = location;': "Elizabeth's figure: no board query reads it",
  },
  'interpreter/dsl/build.ts': {
    'if (o) out.owner = word(o);': 'a syntax tree node, not a piece',
    'if (dt?.owner) node.owner = dt.owner;': 'a syntax tree node, not a piece',
  },
  'interpreter/dsl/lower.ts': {
    'if (np.owner !== undefined) out.owner = np.owner.text;': 'an effect IR node, not a piece',
  },
  'interpreter/columbia/bots/option-features.ts': {
    'f.token = v.token !== null ? 1 : 0;': "a bot's feature vector, not a location",
  },
};

describe('pieces move through the board', () => {
  it('no code in interpreter/ assigns a piece location or owner, or a location destroyed or token, directly', () => {
    const found: string[] = [];
    for (const path of sources(join(root, 'interpreter'))) {
      const file = relative(root, path).split('\\').join('/');
      // The functions that make the changes.
      if (file === 'interpreter/columbia/board.ts') continue;
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const code = line.trim();
        if (code.startsWith('//') || code.startsWith('*')) return;
        if (!ASSIGNMENT.test(code)) return;
        if (ALLOWED[file]?.[code] !== undefined) return;
        found.push(`${file}:${i + 1}: ${code}`);
      });
    }
    expect(found, 'use placeUnit / placeStructure / setUnitOwner / setDestroyed / setToken (interpreter/columbia/board.ts)').toEqual([]);
  });

  it('finds the assignments it is meant to find', () => {
    for (const bad of ['u.location = to;', 'g.units[id]!.location = null;', 's.owner = p;', 'l.destroyed = true;', 'loc.token = null;', 'x.location=y;']) expect(ASSIGNMENT.test(bad), bad).toBe(true);
    for (const fine of ['if (u.location === loc) n++;', 'const from = u.location;', 'u.location == null']) expect(ASSIGNMENT.test(fine), fine).toBe(false);
  });
});
