import { describe, expect, it } from 'vitest';
import { turnOrderFrom } from '../../../interpreter/columbia/players.ts';
import { clone } from '../../../interpreter/core/index.ts';
import { decision, entries, passive, playUntil, start, variantPack } from '../harness.ts';

describe('rounds and phases', () => {
  it('a round runs the world event phase, then every player\'s turn from the first player in turn order, then the refresh phase', () => {
    const t = start(4, 'flow');
    playUntil(t, (x) => x.state.g.round >= 2);
    const kinds = t.log.map((e) => e.kind);
    const round2 = kinds.findIndex((k, i) => k === 'round-start' && t.log[i]!.values.round === 2);
    const round1 = t.log.slice(0, round2);
    const at = (k: string) => round1.findIndex((e) => e.kind === k);
    const turns = round1.filter((e) => e.kind === 'turn-start').map((e) => e.actors[0]!);
    expect(at('we-draw')).toBeGreaterThan(-1);
    expect(at('we-draw')).toBeLessThan(at('turn-start'));
    expect(turns).toEqual(turnOrderFrom(t.state.g, turns[0]!));
    expect(turns).toHaveLength(4);
    const lastTurnEnd = round1.map((e) => e.kind).lastIndexOf('turn-end');
    expect(at('victory-card-revealed')).toBeGreaterThan(lastTurnEnd);
    // The player who took the first player token in the vote plays first.
    const tokenTaken = round1.filter((e) => e.kind === 'we-first-player').map((e) => e.actors[0]);
    if (tokenTaken.length > 0) expect(turns[0]).toBe(tokenTaken[tokenTaken.length - 1]);
  });

  it('keeps the phase, the step and the active player current', () => {
    const t = start(2, 'phases');
    const seen = new Set<string>();
    playUntil(t, (x) => x.state.g.round >= 3, {}, (d) => {
      const g = t.state.g;
      seen.add(d.kind);
      if (d.kind === 'produce' || d.kind === 'recruit' || d.kind === 'move') {
        expect(g.phase).toBe('player-turns');
        expect(g.activePlayer).toBe(d.player);
        expect(g.step).toBe(d.kind === 'produce' ? 'produce' : d.kind === 'recruit' ? 'recruit' : 'move');
      }
      if (d.kind === 'refresh-discard') {
        expect(g.phase).toBe('refresh');
        expect(g.step).toBe('discard');
        expect(g.activePlayer).toBeNull();
      }
      if (d.kind === 'vote-cards') {
        expect(g.phase).toBe('world-event');
        expect(g.activePlayer).toBeNull();
      }
      return passive(d);
    });
    expect(seen.has('refresh-discard')).toBe(true);
    expect(seen.has('vote-cards')).toBe(true);
  });

  it('offers the victory cards whose condition holds before a turn ends', () => {
    // A variant of the pack whose victory conditions always hold: what is offered, and when, is the flow's alone.
    const always = variantPack((files) => ({ ...files, 'victory-cards.yaml': files['victory-cards.yaml']!.replace(/^(\s+condition: ).*$/gm, '$1"my eagles >= 0"') }));
    const t = start(2, 'claims', { pack: always });
    // Pass on every any-time claim offered during the turn; the turn's end asks once more.
    playUntil(t, (x) => x.state.decision?.kind === 'claim-victory-card');
    const d = decision(t);
    expect(d.player).toBe(t.state.g.activePlayer);
    expect(d.options.map((o) => o.id)).toContain(t.state.g.victoryCards.inPlay[0]);
    expect(entries(t, 'turn-start').length).toBeGreaterThan(0);
  });

  it('ends with the round\'s number and the faction scores in the result', () => {
    const t = start(2, 'to-the-end');
    playUntil(t, () => false);
    const over = t.state.over as { reason: string; round: number; victoryPoints: Record<string, number> };
    expect(['victory-points', 'deck-exhausted', 'eliminated']).toContain(over.reason);
    expect(over.round).toBe(t.state.g.round);
    expect(Object.keys(over.victoryPoints).sort()).toEqual(['founders', 'vox-populi']);
    expect(t.state.g.phase).toBe('over');
    expect(entries(t, 'game-over')).toHaveLength(1);
  });
});

describe('effects that cannot run', () => {
  it('an effect string that does not read runs as nothing, and the game names it at its start', async () => {
    const { createColumbiaEngine, effectIds } = await import('../../../interpreter/columbia/index.ts');
    const { rules } = await import('../harness.ts');
    // A Ruleset handed to the public engine as it is (no loader to refuse it), one leader's ability unfinished.
    const broken = clone(rules);
    const leader = broken.leaders.find((l) => l.ability.trim() !== '')!;
    leader.ability = `${leader.ability} if`;
    const e = createColumbiaEngine(broken);
    const { log } = e.start({ seed: 'inert', players: broken.setups.find((x) => x.players === 2)!.seats.map((x) => x.colourId) });
    const inert = log.filter((x) => x.kind === 'effects-inert');
    expect(inert).toHaveLength(1);
    expect(inert[0]!.values).toMatchObject({ all: false, count: 1, effects: [`leader:${leader.id}`] });
    expect(effectIds(broken)).toContain(`leader:${leader.id}`);
    // The bundled pack reads whole: nothing is inert.
    expect(createColumbiaEngine(rules).start({ seed: 'inert', players: ['blue', 'red'] }).log.some((x) => x.kind === 'effects-inert')).toBe(false);
  });
});
