/**
 * Log renderers: every log kind any Columbia file writes, as a plain
 * sentence ("Red Vox Populi roll 3 white dice: 4, 1, 6"). Entries hold ids;
 * names come from the Ruleset when the GameDef was built with one, otherwise
 * ids are title-cased. A kind without a renderer here still renders through
 * the core's generic sentence, so a missing one is ugly, never an error;
 * test/columbia/foundation checks that every kind logged in seeded games has one.
 */
import type { JsonObject, LogEntry, LogRenderer, PlayerId } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { upgradeOccasion } from './upgrades.ts';
import { perRuleset } from './rules-index.ts';

type Json = JsonObject[string];

/** "z-h-comstock-victory-square" -> "Z H Comstock Victory Square" (only without a Ruleset). */
export function titleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Every component id of the Ruleset -> its printed name. */
const nameTable = perRuleset((rules: Ruleset): ReadonlyMap<string, string> => {
  const t = new Map<string, string>();
  const add = (items: readonly { id: string; name?: string }[]) => {
    for (const x of items) if (x.name !== undefined && !t!.has(x.id)) t!.set(x.id, x.name);
  };
  add(rules.board.locations);
  add(rules.board.territories);
  add(rules.board.skyLines);
  add(rules.pack.factions);
  add(rules.pieces.figures);
  add(rules.pieces.structures);
  add(rules.dice);
  add(rules.actionCards);
  add(rules.cardTypes);
  add(rules.worldEvents);
  add(rules.victoryCards);
  add(rules.leaders);
  add(rules.timelines);
  add(rules.pack.colours.map((c) => ({ id: c.id, name: c.name })));
  for (const tok of rules.territoryTokens) t.set(tok.id, `territory token (combat ${tok.combat}, ${tok.eagles} eagles)`);
  return t;
});

export interface Namer {
  /** A component's name from its id. */
  of(id: Json | undefined): string;
  /** A list of ids, as names joined with commas and "and". */
  list(ids: Json | undefined): string;
  /** A player's display name: colour and faction ("Light Blue Founders"). */
  player(id: PlayerId): string;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The namer of a Ruleset, made once per Ruleset. */
const namerOf = perRuleset((rules: Ruleset): Namer => makeNamer(rules));

export function makeNamer(rules: Ruleset | null): Namer {
  const table = rules ? nameTable(rules) : null;
  const of = (id: Json | undefined): string => {
    if (id === null || id === undefined) return 'nothing';
    if (typeof id !== 'string') return String(id);
    return table?.get(id) ?? titleCase(id);
  };
  const player = (id: PlayerId): string => {
    if (!rules) return titleCase(id);
    const c = rules.pack.colours.find((x) => x.id === id);
    if (!c) return titleCase(id);
    const colour = titleCase(componentish(c.name));
    return `${colour} ${of(c.factionId)}`;
  };
  return {
    of,
    list: (ids) => (Array.isArray(ids) ? joinAnd(ids.map((x) => of(x))) : of(ids)),
    player,
  };
}

function componentish(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function num(v: Json | undefined): number {
  return typeof v === 'number' ? v : 0;
}

function faces(v: Json | undefined): string {
  return Array.isArray(v) ? v.map((f) => (f === 'success' ? 'success' : String(f))).join(', ') : '';
}

/**
 * What a triggered effect is, from its effect id (board.ts EFFECT_PREFIX):
 * "Bounty Hunter (Preston E. Downs)", "step 3 of Escape from Monument
 * Island". One naming for the log and for decisions that list effects.
 */
export function effectSourceName(rules: Ruleset | null, n: Namer, src: Json | undefined): string {
  const id = typeof src === 'string' ? src : '';
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  const of = id.slice(colon + 1);
  if (kind === 'leader') {
    const l = rules?.leaders.find((x) => x.id === of);
    return l ? `${l.abilityName} (${l.name})` : n.of(of);
  }
  if (kind === 'card') {
    const t = rules?.cardTypes.find((x) => x.id === of);
    return t ? `${t.ability.name} (${t.name})` : n.of(of);
  }
  if (kind === 'timeline') {
    for (const tl of rules?.timelines ?? []) {
      const step = tl.steps.find((x) => x.id === of);
      if (step) return `step ${step.step} of ${tl.name}`;
    }
  }
  return n.of(of);
}

/** "Blue Founders'", "the Founders'": the possessive of a name. */
function poss(x: string): string {
  return x.endsWith('s') ? `${x}'` : `${x}'s`;
}

/**
 * A triggered effect as the log names it when it takes effect ("Blue
 * Founders' Bounty Hunter (Preston E. Downs)"; ownerless: "step 4 of Escape
 * from Monument Island"): the label of the "which resolves first?" decision
 * says the same, so a player finds in the log what he ordered.
 */
export function triggerName(rules: Ruleset, src: string, owner: PlayerId | null): string {
  const n = namerOf(rules);
  const what = effectSourceName(rules, n, src);
  return owner === null ? what : `${poss(n.player(owner))} ${what}`;
}

/** How a game ended, in words for a sentence: "The Founders win on victory points". */
export function endReasonWords(reason: string): string {
  switch (reason) {
    case 'victory-points':
      return 'on victory points';
    case 'eliminated':
      return 'by elimination';
    case 'deck-exhausted':
      return 'as the world event deck ran out';
    default:
      return `(${reason})`;
  }
}

/** The renderers, with names from `rules` when given. */
export function makeRenderers(rules: Ruleset | null): Record<string, LogRenderer> {
  const n = makeNamer(rules);
  const who = (e: LogEntry, name: (p: PlayerId) => string) => e.actors.map(name).join(' and ');
  const v = (e: LogEntry) => e.values;

  const a = (x: string) => (/^[aeiou]/i.test(x) ? `an ${x}` : `a ${x}`);
  /** A piece id as words: a figure's name, or "common unit". */
  const unitName = (piece: Json | undefined): string => {
    if (typeof piece !== 'string') return 'unit';
    const kind = rules?.pieces.unitKinds.find((k) => k.kind === piece);
    if (kind || piece === 'common' || piece === 'special' || piece === 'leader') return `${piece} unit`;
    return n.of(piece);
  };
  /** "a common unit", but "Comstock" (a named figure takes no article). */
  const aUnit = (piece: Json | undefined): string => {
    const u = unitName(piece);
    return u.endsWith(' unit') ? a(u) : u;
  };
  /** A combatant as words: a player, Booker, a territory token. */
  const combatant = (x: Json | undefined, name: (p: PlayerId) => string): string => {
    const c = (x ?? {}) as { kind?: string; player?: string; tokenId?: string };
    if (c.kind === 'player' && c.player) return name(c.player);
    if (c.kind === 'booker') return 'Booker';
    if (c.kind === 'token') return 'the territory token';
    return 'someone';
  };

  const effectSource = (src: Json | undefined): string => effectSourceName(rules, n, src);

  // Said because an earned upgrade comes lines after its cause (a combat's last line, a vote's result).
  const upgradeWhy = (reason: Json | undefined): string => upgradeOccasion(typeof reason === 'string' ? reason : undefined);

  /** The printed text of a timeline step (its `text`), or '' when the pack has no such step. */
  const timelineStepText = (timelineId: Json | undefined, stepId: Json | undefined): string => {
    const step = rules?.timelines.find((t) => t.id === timelineId)?.steps.find((s) => s.id === stepId);
    return step?.text?.trim() ?? '';
  };

  // A prepared position may put none, or several, in play.
  const victoryCardsInPlay = (cards: Json | undefined): string => {
    const list = Array.isArray(cards) ? cards : [];
    if (list.length === 0) return 'no victory card in play';
    return `victory card${list.length > 1 ? 's' : ''} in play: ${n.list(list)}`;
  };

  const r: Record<string, LogRenderer> = {
    // ---- flow, setup
    'game-setup': (e) =>
      `New game (${n.of(v(e).setup)}): turn order ${(v(e).players as string[]).map(n.player).join(', ')}; ` +
      `${n.player(v(e).firstPlayer as string)} has the first player token; Elizabeth timeline ${n.of(v(e).timeline)}; ` +
      victoryCardsInPlay(v(e).victoryCards),
    'leader-drawn': (e, name) => `${who(e, name)} draws the leader ${n.of(v(e).leader)}`,
    'round-start': (e) => `Round ${num(v(e).round)} begins`,
    'effect-fires': (e, name) => (e.actors.length > 0 ? `${poss(who(e, name))} ${effectSource(v(e).src)} takes effect` : `${effectSource(v(e).src)} takes effect`),
    'turn-start': (e, name) => `${who(e, name)} begins his turn`,
    'turn-end': (e, name) => `${who(e, name)} ends his turn`,
    'effects-inert': (e) =>
      v(e).all !== false
        ? 'Card, event, timeline and leader effects are not implemented yet: they do nothing in this game'
        : `${plural(num(v(e).count), 'effect')} without a program do nothing in this game: ${(Array.isArray(v(e).effects) ? (v(e).effects as Json[]) : []).join(', ')}`,

    // ---- cards
    'deck-reshuffled': (e, name) => `${who(e, name)} shuffles his discard pile into a new deck of ${plural(num(v(e).cards), 'card')}`,
    'cards-drawn': (e, name) => `${who(e, name)} draws ${plural(num(v(e).count), 'card')}`,
    'cards-drawn-private': (e, name) => `${who(e, name)} draws ${n.list(v(e).cards)}`,
    'refresh-discarded': (e, name) => `${who(e, name)} discards ${n.list(v(e).cards)}`,

    // ---- victory
    'victory-card-revealed': (e) => `The victory card ${n.of(v(e).card)} is revealed`,
    'victory-card-claimed': (e, name) => `${who(e, name)} claims ${n.of(v(e).card)} for ${plural(num(v(e).points), 'victory point')}`,
    'territory-taken': (e) => `The ${n.of(v(e).faction)} take ${n.of(v(e).territory)} (${plural(num(v(e).points), 'victory point')})`,
    'territory-lost': (e) => `The ${n.of(v(e).faction)} lose ${n.of(v(e).territory)} (${plural(num(v(e).points), 'victory point')})`,
    'player-eliminated': (e, name) => `${who(e, name)} has no units and no structures left: the ${n.of(v(e).faction)} lose`,
    'game-over': (e) => {
      const vp = (v(e).victoryPoints ?? {}) as Record<string, number>;
      const score = Object.keys(vp)
        .map((f) => `${n.of(f)} ${vp[f]}`)
        .join(', ');
      const reason = v(e).reason;
      const winner = v(e).winner;
      const how =
        reason === 'victory-points'
          ? 'reach the victory points to win'
          : reason === 'eliminated'
            ? 'win: an opposing player has nothing left on the board'
            : 'win a hollow victory: the world event deck ran out';
      if (winner === null || winner === undefined) return `Game over in round ${num(v(e).round)}: nobody wins (${score})`;
      return `Game over in round ${num(v(e).round)}: the ${n.of(winner)} ${how} (${score})`;
    },

    // ---- upgrades
    'upgrade-made': (e, name) => {
      const what = v(e).upgrade === 'unlock' ? 'unlocks the ability of' : `raises the ${String(v(e).upgrade)} of`;
      const level = v(e).upgrade === 'unlock' ? '' : ` to +${num(v(e).level)}`;
      return `${who(e, name)} ${what} ${n.of(v(e).cardType)}${level}${upgradeWhy(v(e).reason)}`;
    },
    'upgrade-declined': (e, name) => `${who(e, name)} makes no upgrade${upgradeWhy(v(e).reason)}`,
    'upgrade-blocked': (e, name) =>
      `${who(e, name)} may not upgrade${upgradeWhy(v(e).reason)}: his faction is already ${num(v(e).lead)} upgrades ahead`,

    // ---- dice
    'dice-rolled': (e, name) => {
      const count = num(v(e).count);
      const die = n.of(v(e).die).toLowerCase();
      const s = v(e).side;
      const list = `${count} ${die} ${count === 1 ? 'die' : 'dice'}: ${faces(v(e).faces)}`;
      const why = typeof v(e).purpose === 'string' ? ` (${String(v(e).purpose)})` : '';
      if (s === 'booker') return `Booker rolls ${list}${why}`;
      // A faction side reads as a plural subject: "Vox Populi roll 3 white dice: 4, 1, 6".
      if (typeof s === 'string' && !e.actors.includes(s)) return `${n.of(s)} roll ${list}${why}`;
      return `${who(e, name)} rolls ${list}${why}`;
    },

    // ---- turn.ts (produce, recruit, build, upgrades bought, discard effects)
    produced: (e, name) =>
      Array.isArray(v(e).cards) && (v(e).cards as Json[]).length > 0
        ? `${who(e, name)} produces $${num(v(e).eagles)} from ${n.list(v(e).cards)}`
        : `${who(e, name)} produces nothing`,
    recruited: (e, name) => `${who(e, name)} recruits ${aUnit(v(e).piece)} at ${n.of(v(e).location)} for $${num(v(e).price)}`,
    built: (e, name) => `${who(e, name)} builds ${a(n.of(v(e).kind).toLowerCase())} at ${n.of(v(e).location)} for $${num(v(e).price)}`,
    'upgrade-bought': (e, name) => `${who(e, name)} buys an upgrade for $${num(v(e).price)}`,
    'discard-effect': (e, name) => `${who(e, name)} discards ${n.of(v(e).card)} for its effect ${String(v(e).ability ?? '')}`.trimEnd(),

    // ---- movement.ts
    'unit-moved': (e, name) =>
      `${who(e, name)} moves ${aUnit(v(e).piece)} from ${n.of(v(e).from)} to ${n.of(v(e).to)}${v(e).how === 'sky-line' ? ' along the Sky-Line' : ''}`,
    'sky-line-board': (e, name) => `${who(e, name)} sends ${aUnit(v(e).piece)} from ${n.of(v(e).from)} onto the ${n.of(v(e).skyLine)}`,
    'sky-line-roll': (e, name) =>
      `${who(e, name)} rolls the Sky-Line dice at ${n.of(v(e).at)}: ${faces(v(e).faces)}${v(e).safe === true ? ' (safe)' : v(e).safe === false ? ' (no success)' : ''}`,
    'sky-line-penalty': (e, name) => `${who(e, name)} discards ${n.list(v(e).discarded)} to keep his unit on the Sky-Line (roll ${num(v(e).total)})`,
    'sky-line-lost': (e, name) => `${who(e, name)} loses ${aUnit(v(e).piece)} on the Sky-Line at ${n.of(v(e).at)} (roll ${num(v(e).total)})`,

    // ---- world-event.ts and booker.ts
    'we-draw': (e, name) => `${who(e, name)} reveals the world event ${n.of(v(e).eventId)} (${plural(num(v(e).left), 'card')} left)`,
    'we-deck-exhausted': () => 'The world event deck is empty: Booker and Elizabeth have escaped Columbia',
    'we-vote-played': (e, name) => (num(v(e).count) === 0 ? `${who(e, name)} plays no cards into the vote` : `${who(e, name)} plays ${plural(num(v(e).count), 'card')} face down into the vote`),
    'we-vote-played-cards': (e, name) => `${who(e, name)} votes with ${n.list(v(e).cards)}`,
    'we-reveal': (e) => {
      const played = (v(e).played ?? {}) as Record<string, string[]>;
      const parts = Object.keys(played).map((p) => `${n.player(p)} ${played[p]!.length ? n.list(played[p]) : 'nothing'}`);
      return `The votes are revealed: ${parts.join('; ')}`;
    },
    'we-vote-counted': (e, name) => `${poss(who(e, name))} influence ${num(v(e).influence)} counts ${num(v(e).votes) >= 0 ? '+' : ''}${num(v(e).votes)}`,
    'we-booker-vote': (e) => `Booker rolls ${num(v(e).roll)} and votes ${num(v(e).votes) >= 0 ? '+' : ''}${num(v(e).votes)} with the ${n.of(v(e).faction)}`,
    // Booker follows the faction with the fewest victory points (world-event.ts we/booker-vote): say which, and why he could not.
    'we-booker-abstains': (e) => {
      const r = v(e).reason;
      if (r === 'tied') return 'Booker does not vote: the factions are tied on victory points';
      const trailing = typeof v(e).faction === 'string' ? `the ${n.of(v(e).faction)}, who trail on victory points,` : 'the trailing faction';
      if (r === 'faction-did-not-vote') return `Booker does not vote: ${trailing} played no cards`;
      if (r === 'faction-split-evenly') return `Booker does not vote: ${trailing} voted for and against evenly`;
      return 'Booker does not vote';
    },
    'we-vote-result': (e) => `The vote comes to ${num(v(e).total)}: ${n.of(v(e).eventId)} ${v(e).passes ? 'passes' : 'fails'}`,
    'we-event-resolves': (e) => `${n.of(v(e).eventId)} takes effect`,
    'we-roll-off': (e) => {
      const rolls = (v(e).rolls ?? {}) as Record<string, number>;
      return `Roll-off for the first player token: ${Object.keys(rolls).map((p) => `${n.player(p)} ${rolls[p]}`).join(', ')}`;
    },
    'we-first-player': (e, name) =>
      v(e).changed === false ? `${who(e, name)} keeps the first player token` : `${who(e, name)} takes the first player token`,
    'we-votes-discarded': () => 'The cards played into the vote are discarded',
    // With the step's printed text: what follows in the log (a unit placed, an upgrade offered) is that step at work.
    'we-timeline-advances': (e) => {
      const text = timelineStepText(v(e).timelineId, v(e).stepId);
      return `The Elizabeth marker moves to step ${num(v(e).step)} of ${n.of(v(e).timelineId)}${text ? `: "${text}"` : ''}`;
    },
    'we-timeline-finished': (e) => `${n.of(v(e).timelineId)} has no further step`,
    'we-booker-placed': (e) =>
      `Booker ${v(e).reason === 'rescue' ? 'goes to rescue Elizabeth at' : 'is placed on'} ${n.of(v(e).location)}${
        Array.isArray(v(e).skipped) && (v(e).skipped as Json[]).length > 0 ? ` (passing destroyed ${n.list(v(e).skipped)})` : ''
      }${v(e).withElizabeth === true ? ', Elizabeth with him' : ''}`,
    'we-booker-nowhere': (e) => `Booker has nowhere to go: ${n.of(v(e).intended)} and every location below it are destroyed`,
    'we-booker-attacks': (e, name) => `Booker attacks the ${n.of(v(e).faction)} at ${n.of(v(e).location)}; ${who(e, name)} defends`,
    'we-elizabeth-rejoins': (e) => `Elizabeth rejoins Booker at ${n.of(v(e).location)}`,
    'we-elizabeth-stays': (e) =>
      `Elizabeth stays at ${n.of(v(e).location)}${typeof v(e).controller === 'string' ? ` under ${poss(n.player(v(e).controller as string))} control` : ''}`,

    // ---- combat.ts
    'combat-start': (e, name) => `Combat at ${n.of(v(e).location)}: ${combatant(v(e).attacker, name)} attacks ${combatant(v(e).defender, name)}`,
    'combat-token-revealed': (e) => `The territory token at ${n.of(v(e).location)} is revealed: combat ${num(v(e).combat)}, ${plural(num(v(e).eagles), 'eagle')}`,
    'combat-cards-played': (e, name) => (num(v(e).count) === 0 ? `${who(e, name)} plays no cards as ${String(v(e).side)}` : `${who(e, name)} plays ${plural(num(v(e).count), 'card')} face down as ${String(v(e).side)}`),
    'combat-cards-chosen': (e, name) => `${who(e, name)} plays ${n.list(v(e).cards)}`,
    'combat-cards-revealed': (e) =>
      `Cards revealed: attacker ${Array.isArray(v(e).attacker) && (v(e).attacker as Json[]).length ? n.list(v(e).attacker) : 'none'}, defender ${
        Array.isArray(v(e).defender) && (v(e).defender as Json[]).length ? n.list(v(e).defender) : 'none'
      }`,
    'combat-ability-locked': (e) => `${poss(n.of(v(e).card))} ability is locked and has no effect`,
    'combat-dice': (e) => {
      const dice = (Array.isArray(v(e).dice) ? v(e).dice : []) as { dieId: string; value: number }[];
      const bonus = num(v(e).dieBonus);
      const list = dice.map((d) => `${d.value} (${n.of(d.dieId).toLowerCase()})`).join(', ');
      return `The ${String(v(e).side)} rolls ${plural(dice.length, 'die', 'dice')}${dice.length ? `: ${list}` : ''}${bonus ? `, +${bonus} each` : ''} = ${num(v(e).sum)}`;
    },
    'combat-totals': (e) => {
      type Side = { cards: number; dice: number; bonus: number; total: number; token?: boolean };
      const parts = (s: Side) => (s.token ? `the token's combat ${s.dice}` : `cards ${s.cards}, dice ${s.dice}`) + (s.bonus ? `, bonus ${s.bonus}` : '');
      const at = v(e).attacker as Side;
      const df = v(e).defender as Side;
      return `Totals: attacker ${at.total} (${parts(at)}), defender ${df.total} (${parts(df)}): the ${String(v(e).winner)} wins`;
    },
    'combat-structure-destroyed': (e) => `${poss(n.player(String(v(e).owner)))} ${n.of(v(e).kind).toLowerCase()} at ${n.of(v(e).location)} is destroyed`,
    'combat-unit-destroyed': (e) =>
      `${poss(n.player(String(v(e).owner)))} ${unitName(v(e).pieceId)} at ${n.of(v(e).location)} is destroyed${v(e).reason === 'no-retreat' ? ' (no stronghold to retreat to)' : ''}`,
    'combat-retreat': (e, name) => `${who(e, name)} retreats ${plural(Array.isArray(v(e).units) ? (v(e).units as Json[]).length : 0, 'unit')} from ${n.of(v(e).from)} to ${n.of(v(e).to)}`,
    'combat-token-defeated': (e) => `${n.player(String(v(e).player))} defeats the territory token at ${n.of(v(e).location)} and takes ${plural(num(v(e).eagles), 'eagle')}`,
    'combat-token-holds': (e) => `The territory token at ${n.of(v(e).location)} holds (combat ${num(v(e).combat)})`,
    'combat-booker-defeated': (e) => `Booker is defeated at ${n.of(v(e).location)}${v(e).elizabethStays ? '; Elizabeth stays' : ''}`,
    'combat-booker-wins': (e) => `Booker wins at ${n.of(v(e).location)}${v(e).elizabethWithHim === true ? '; Elizabeth is with him' : ''}`,
    'combat-booker-declined': (e, name) => `${who(e, name)} leaves Booker alone at ${n.of(v(e).location)}`,
    'combat-cards-discarded': (e) => `${n.player(String(v(e).player))} discards ${n.list(v(e).cards)} played in the combat`,
    'combat-end': (e, name) => `${combatant(v(e).winner, name)} wins the combat`,
  };
  // Every sentence starts with a capital, whatever its first word.
  for (const k of Object.keys(r)) {
    const f = r[k]!;
    r[k] = (e, name) => {
      const text = f(e, name);
      return text.charAt(0).toUpperCase() + text.slice(1);
    };
  }
  return r;
}

/** The renderers without a Ruleset (ids title-cased). */
export const render: Record<string, LogRenderer> = makeRenderers(null);

/** A player's display name for `GameDef.playerName`. */
export function makePlayerName(rules: Ruleset | null): (player: PlayerId) => string {
  return makeNamer(rules).player;
}
