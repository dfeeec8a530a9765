/**
 * Generated files are committed, so they must match their sources: the
 * parser (grammar.ts, from grammar.ne by nearleyc) and the language
 * reference (docs/EFFECT-LANGUAGE.md, from the registry and the examples in
 * the Columbia pack). A stale one fails here with the command that fixes it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { effectLanguagePage } from '../../interpreter/cli/docs.ts';
import { GAMES, gameModule } from '../../interpreter/games/index.ts';

const columbia = gameModule('columbia')!;
const DOC_PATH = columbia.language.docs.path;

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('generated files are up to date', () => {
  it('interpreter/dsl/grammar.ts is what `npm run grammar` makes of grammar.ne', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-grammar-'));
    try {
      const out = join(dir, 'grammar.ts');
      execFileSync(process.execPath, [join(root, 'node_modules/nearley/bin/nearleyc.js'), join(root, 'interpreter/dsl/grammar.ne'), '-o', out]);
      const fresh = readFileSync(out, 'utf8');
      const committed = readFileSync(join(root, 'interpreter/dsl/grammar.ts'), 'utf8');
      expect(committed === fresh, 'interpreter/dsl/grammar.ts is stale: run `npm run grammar`').toBe(true);
      expect(committed).toContain('GENERATED from interpreter/dsl/grammar.ne');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('each game\'s effect-language page is what its registry and its pack make (Columbia\'s: docs/EFFECT-LANGUAGE.md)', async () => {
    expect(GAMES.length).toBeGreaterThan(1);
    for (const game of GAMES) {
      const path = game.language.docs.path;
      const committed = readFileSync(join(root, path), 'utf8');
      const fresh = await effectLanguagePage(game, root);
      expect(committed === fresh, `${path} is stale: run \`rulewright docs\``).toBe(true);
    }
    expect(DOC_PATH).toBe('docs/EFFECT-LANGUAGE.md');
  });

  it('the reference documents every verb with its id, and shows a real example from the pack', () => {
    const doc = readFileSync(join(root, DOC_PATH), 'utf8');
    for (const id of ['verb.gain', 'verb.move', 'modifier.cost', 'predicate.control', 'timing.before-dice', 'duration.this-round']) {
      expect(doc).toContain(`\`${id}\``);
    }
    expect(doc).toMatch(/Example \(from `content\/columbia\/[a-z-]+\.yaml`\)/);
  });
});
