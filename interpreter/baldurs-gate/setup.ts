/**
 * Setup, steps 1-18 as printed (page 2), the 2- and 3-player adjustment and
 * the optional advanced setup.
 *
 * The shuffles and deals (steps 5, 7 and 9) are done by `setup` from the
 * seed; the Plot Tokens (steps 12-16 and the prohibited plots) by the first
 * task, `setup/plots`, so a scenario can script which tokens come out of the
 * bag. Advanced setup runs after the regular setup as tasks: advanced HQ
 * cards chosen in reverse player order, then each player keeps 3 of 5
 * Building cards and 3 of 5 Agendas, then the advanced HQ abilities.
 */
import type { Ctx, SetupCtx, Task } from '../core/index.ts';
import { districtOfPlot } from './board.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';
import { emptyResources } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** Game options a pack or a shell may set (through `setup` in the engine's rules wrapper). */
export interface BgOptions {
  advanced: boolean;
}

/** The first data of a game: everything but the Plot Tokens. */
export function initialState(s: SetupCtx<BgRules>, options: BgOptions): BgG {
  const rules = s.rules;
  const players = s.players;
  const per = <T>(f: (p: PlayerId) => T): Record<PlayerId, T> => Object.fromEntries(players.map((p) => [p, f(p)]));
  const g: BgG = {
    advanced: options.advanced,
    // Steps 3 and 10: Prestige 0; 6 Gold, 1 Supply, 1 Favor.
    res: per(() => ({ ...emptyResources(), ...rules.setup.start })),
    // Step 4: a cube on the start space of each faction track.
    influence: per(() => rules.tracks.map(() => 0)),
    hand: per(() => []),
    agendas: per(() => []),
    portfolio: per(() => []),
    gateCards: per(() => []),
    hq: per(() => ''),
    workers: per(() => [null]),
    cubes: per(() => rules.cubes - rules.tracks.length),
    board: {},
    available: [],
    prohibited: [],
    tracks: Object.fromEntries(rules.districts.map((d) => [d.id, [] as number[]])),
    damaged: [],
    attackAt: 0,
    bag: [],
    finalToken: null,
    revealed: null,
    deck: [],
    display: [],
    discard: [],
    agendaDeck: [],
    // Step 8: the Gate cards, a face-up stack.
    gateStack: rules.gateOrder.slice(),
    hqOffer: [],
    active: players[0]!,
    turn: 0,
    phase: 'setup',
    lastTurns: null,
    endTriggeredBy: null,
    attacks: [],
    prestigeBy: per(() => ({})),
    agendaValues: per(() => ({})),
    final: null,
    winners: [],
  };
  const hqs = s.rng.shuffle(rules.hqOrder);
  const deck = s.rng.shuffle(rules.cardOrder);
  const agendas = s.rng.shuffle(rules.agendaOrder);
  if (!options.advanced) {
    // Steps 5 and 6: one HQ card each, basic side up; its tile on that district's HQ space.
    players.forEach((p, i) => placeHq(g, rules, p, hqs[i]!));
    // Step 7a: 3 Building cards each.
    for (const p of players) g.hand[p] = deck.splice(0, rules.setup.buildingCards);
  }
  // Step 7b-c: the Building Display, and the rest is the deck.
  g.display = deck.splice(0, rules.setup.display);
  g.deck = deck;
  // Step 9: 3 Agendas each.
  if (!options.advanced) for (const p of players) g.agendas[p] = agendas.splice(0, rules.setup.agendas);
  g.agendaDeck = agendas;
  if (options.advanced) g.hqOffer = hqs.slice(0, players.length + 1);
  return g;
}

/** Step 6: the HQ card's tile on its district's HQ space. */
export function placeHq(g: BgG, rules: BgRules, p: PlayerId, hq: string): void {
  g.hq[p] = hq;
  const space = `hq-${rules.hqCards[hq]!.district}`;
  g.board[space] = { kind: 'hq', owner: p, builder: p, what: hq, card: '', damaged: false };
}

/** Draws a Plot Token from the bag at random (the bag is shaken: order means nothing). */
export function drawToken(ctx: C): number {
  const g = ctx.g;
  const i = ctx.rng.int(0, g.bag.length - 1);
  return g.bag.splice(i, 1)[0]!;
}

/**
 * Draws a token during setup: a district's 4th token goes back into the bag
 * and another is drawn (steps 13-14, and the 2-/3-player adjustment).
 */
function drawSetupToken(ctx: C): number {
  const { g, rules } = ctx;
  for (;;) {
    const t = drawToken(ctx);
    const d = districtOfPlot(rules, t);
    if (g.tracks[d]!.length < 3) return t;
    g.bag.push(t);
    g.bag.sort((a, b) => a - b);
    ctx.log('setup-redraw', [], { plot: t, district: d });
  }
}

const tasks: Record<string, (ctx: C, task: Task) => void> = {
  'setup/plots'(ctx) {
    const { g, rules } = ctx;
    ctx.log('setup-dealt', [], { advanced: g.advanced });
    // Step 12: every Plot Token in the bag.
    g.bag = [];
    for (let n = 1; n < rules.plotDistrict.length; n++) g.bag.push(n);
    // Steps 13-14: 8 tokens; Available Plot Markers on their plots; the tokens on their districts' tracks.
    for (let i = 0; i < rules.setup.availablePlots; i++) {
      const t = drawSetupToken(ctx);
      g.available.push(t);
      const d = districtOfPlot(rules, t);
      g.tracks[d]!.push(t);
      ctx.log('setup-available', [], { plot: t, district: d });
    }
    // Step 15: the Attack Marker on the first space.
    g.attackAt = 0;
    // Step 16: one token slides out face down onto the last space of the Attack Strength Track, unseen.
    g.finalToken = drawToken(ctx);
    ctx.log('setup-final-token', [], {});
    // 2 or 3 players: prohibited plots, their tokens on the tracks.
    const n = rules.setup.prohibited[String(ctx.players.length)] ?? 0;
    for (let i = 0; i < n; i++) {
      const t = drawSetupToken(ctx);
      g.prohibited.push(t);
      const d = districtOfPlot(rules, t);
      g.tracks[d]!.push(t);
      ctx.log('setup-prohibited', [], { plot: t, district: d });
    }
    if (g.advanced) {
      // Advanced HQ cards chosen in reverse player order, then the cards kept.
      const reverse = ctx.players.slice().reverse();
      ctx.push(...reverse.map((p) => ({ t: 'setup/choose-hq', p })));
      ctx.push({ t: 'setup/deal-advanced' });
      ctx.push(...ctx.players.map((p) => ({ t: 'setup/keep', p, what: 'buildings' })));
      ctx.push(...ctx.players.map((p) => ({ t: 'setup/keep', p, what: 'agendas' })));
      ctx.push(...ctx.players.map((p) => ({ t: 'setup/hq-ability', p })));
    }
    // Step 18: the starting player (seat order: the first seat is the youngest player).
    ctx.push({ t: 'game/start' });
  },

  'setup/choose-hq'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const offer = g.hqOffer;
    if (!ctx.answer) {
      return ctx.ask({
        player: p,
        kind: 'choose-hq',
        prompt: 'Choose an advanced HQ card',
        options: offer.map((h) => ({ id: h, label: rules.hqCards[h]!.name })),
      });
    }
    const hq = ctx.answer.id!;
    g.hqOffer = offer.filter((h) => h !== hq);
    placeHq(g, rules, p, hq);
    ctx.log('choose-hq', [p], { hq, district: rules.hqCards[hq]!.district });
  },

  'setup/deal-advanced'(ctx) {
    const { g, rules } = ctx;
    // The unchosen HQ cards go back to the box.
    g.hqOffer = [];
    const b = rules.setup.advanced.buildingCards.deal;
    const a = rules.setup.advanced.agendas.deal;
    for (const p of ctx.players) {
      g.hand[p] = g.deck.splice(0, b);
      g.agendas[p] = g.agendaDeck.splice(0, a);
    }
  },

  'setup/keep'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const buildings = task.what === 'buildings';
    const cards = buildings ? g.hand[p]! : g.agendas[p]!;
    const keep = buildings ? rules.setup.advanced.buildingCards.keep : rules.setup.advanced.agendas.keep;
    if (cards.length <= keep) return;
    if (!ctx.answer) {
      return ctx.ask({
        player: p,
        kind: buildings ? 'keep-buildings' : 'keep-agendas',
        prompt: `Keep ${keep} of your ${buildings ? 'Building cards' : 'Agendas'}`,
        options: cards.map((c) => ({ id: c, label: buildings ? rules.cards[c]!.name : rules.agendas[c]!.name })),
        min: keep,
        max: keep,
      });
    }
    const kept = cards.filter((c) => ctx.answer!.ids.includes(c));
    const rest = cards.filter((c) => !ctx.answer!.ids.includes(c));
    // Unwanted cards go to the bottom of their decks.
    if (buildings) {
      g.hand[p] = kept;
      g.deck.push(...rest);
    } else {
      g.agendas[p] = kept;
      g.agendaDeck.push(...rest);
    }
    ctx.log('keep-cards', [p], { what: buildings ? 'buildings' : 'agendas', kept: kept.length }, {});
  },

  'setup/hq-ability'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const ability = rules.hqCards[g.hq[p]!]!.advanced.ability;
    if (ability !== null) ctx.runEffect(ability, { owner: p, env: { source: 'hq' } });
  },
};

export const setupTasks = tasks;
