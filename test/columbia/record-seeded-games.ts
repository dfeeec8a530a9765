/**
 * Writes `test/columbia/seeded-games-baseline.json`: the fingerprints of the
 * pinned seeded games (see seeded-games.ts). Run only when the rules are meant to change (a ruling, a
 * content change), never to make an optimisation pass (the commit says which games changed and why):
 *   npx tsx test/columbia/record-seeded-games.ts
 */
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import { createColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { playLogged, SEEDS, type Baseline } from './seeded-games.ts';

const PACK = fileURLToPath(new URL('../../content/columbia', import.meta.url));
const result = await loadPackFromDir<Ruleset>(PACK);
if (!result.ruleset) throw new Error('the Columbia pack does not load');
const engine = createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
const baseline: Baseline = { contentHash: engine.contentHash, games: SEEDS.map(({ players, seed }) => playLogged(engine, players, seed).print) };
writeFileSync(fileURLToPath(new URL('./seeded-games-baseline.json', import.meta.url)), JSON.stringify(baseline, null, 1) + '\n');
console.log(`${baseline.games.length} games, ${baseline.games.reduce((a, g) => a + g.decisions, 0)} decisions, content ${baseline.contentHash}`);
