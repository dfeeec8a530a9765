/**
 * Content that never stops does not hang the game: the core's budgets stop
 * it, and the error names the content (its effect id, the component, and the
 * position in the effect string, which the loader maps back to the YAML
 * line). Both through the real Columbia engine, with content a designer could
 * write in a copy of the pack:
 *
 * - a card whose discard ability nests `for each location` three deep
 *   (15^3 = 3,375 gains, over the 1,000 steps an effect may take):
 *   RW-EFFECT-BUDGET;
 * - two leaders (one a faction) that each answer "when I become first
 *   player" by making the opponent first player, so each firing fires the
 *   other: RW-TRIGGER-DEPTH.
 *
 * The toy-game versions (a task loop, a self-triggering effect) are
 * test/core/runaway.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { EngineError, randomBot, type GameState } from '../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { loadFiles, packFiles, replaceItem, withCardType, type LoadedPack } from './custom-pack.ts';

const LOOPING_CARD = 'Clockwork Loop';
const LOOP = 'for each location:\n  for each location:\n    for each location:\n      gain 1 eagle';

/** Plays seeded 2-player games until an apply throws; returns the error, the state it was applied to, and the choice. */
function firstError(pack: LoadedPack, seeds: number, prefer: (id: string) => boolean) {
  const seats = pack.rules.setups.find((s) => s.players === 2)!.seats.map((s) => s.colourId);
  for (let seed = 0; seed < seeds; seed++) {
    let state = pack.engine.start({ seed, players: seats }, { log: false }).state;
    const bot = randomBot(seed);
    for (let n = 0; state.over === null && n < 5000; n++) {
      const d = state.decision!;
      const liked = d.options.find((o) => prefer(o.id));
      const choice = liked ? { player: d.player, ids: [liked.id] } : bot.choose(pack.engine, state);
      const before = JSON.stringify(state);
      try {
        const r = pack.engine.apply(state, choice, { log: false });
        if (!r.ok) throw new Error(r.reason);
        state = r.state;
      } catch (e) {
        return { error: e, seed, state, before, choice };
      }
    }
  }
  return null;
}

describe('runaway content is stopped and named', () => {
  it('a card ability nesting `for each` three deep is stopped by the effect budget, naming the card and the position', () => {
    const pack = loadFiles(withCardType(packFiles(), LOOPING_CARD, LOOP));
    expect(pack.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const hit = firstError(pack, 20, (id) => id.startsWith('discard-effect:') && id.includes('-clockwork-loop-'));
    expect(hit, 'no game used the looping card').not.toBeNull();
    const { error, state, before, choice } = hit!;
    expect(error).toBeInstanceOf(EngineError);
    const err = error as EngineError;
    expect(err.code).toBe('RW-EFFECT-BUDGET');
    expect(err.details.src).toBe('card:clockwork-loop');
    expect(err.message).toContain('card:clockwork-loop');
    // The position is inside the effect string, on the innermost statement the budget ran out in.
    const loc = err.details.loc as { line: number; col: number };
    expect(loc.line).toBeGreaterThanOrEqual(1);
    expect(loc.line).toBeLessThanOrEqual(LOOP.split('\n').length);
    expect(err.message).toContain(`line ${loc.line}, col ${loc.col}`);
    // The effect id leads back to the YAML: the loader keeps each string's file and place.
    const site = pack.effects.cardTypes['clockwork-loop']!;
    expect(site.stem).toBe('action-cards');
    expect(site.pointer).toMatch(/^\/cardTypes\/\d+\/ability\/effect$/);
    expect(site.text.split('\n')[loc.line - 1]!.slice(loc.col - 1)).toMatch(/^(for each location|gain 1 eagle)/);
    // The state the choice was applied to is untouched (apply works on a copy) and the game can go on another way.
    expect(JSON.stringify(state)).toBe(before);
    const d = (state as GameState<ColumbiaG>).decision!;
    const other = d.options.find((o) => o.id !== choice.ids[0] && !o.id.includes('-clockwork-loop-'));
    if (other && d.min <= 1) expect(pack.engine.apply(state, { player: d.player, ids: [other.id] }).ok).toBe(true);
  });

  it('two leaders that hand each other the first player token forever are stopped by the trigger depth, naming both', () => {
    const PING = '  - name: Ping\n    faction: Founders\n    abilityName: Pass It On\n    text: When you become first player, your opponent becomes first player.\n    ability: |\n      when I become first player:\n        my opponent becomes first player\n    provenance: reconstructed\n';
    const PONG = PING.replace('Ping', 'Pong').replace('Founders', 'Vox Populi');
    // Every leader of each faction is the looping one, so whoever is drawn has it.
    let leaders = packFiles()['leaders.yaml']!;
    for (const name of ['Jeremiah Fink', 'Zachary Hale Comstock', 'Rosalind Lutece', 'Preston E. Downs']) {
      leaders = replaceItem(leaders, `  - name: ${name}\n`, PING.replace('Ping', `Ping ${name.split(' ')[0]}`));
    }
    for (const name of ['Daisy Fitzroy', 'Chen Lin', 'Robert Lutece', 'Cornelius Slate']) {
      leaders = replaceItem(leaders, `  - name: ${name}\n`, PONG.replace('Pong', `Pong ${name.split(' ')[0]}`));
    }
    const pack = loadFiles({ ...packFiles(), 'leaders.yaml': leaders });
    expect(pack.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const hit = firstError(pack, 20, () => false);
    expect(hit, 'the first player token never changed hands').not.toBeNull();
    const err = hit!.error as EngineError;
    expect(err).toBeInstanceOf(EngineError);
    expect(err.code).toBe('RW-TRIGGER-DEPTH');
    const effects = err.details.effects as string[];
    expect(effects.length).toBeGreaterThan(0);
    for (const src of effects) expect(src).toMatch(/^leader:(ping|pong)-/);
    expect(err.message).toMatch(/leader:(ping|pong)-/);
  });
});
