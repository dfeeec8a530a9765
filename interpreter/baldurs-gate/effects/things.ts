/**
 * What the game's nouns, names and values denote: the sets an effect talks
 * about (`my markets`, `district with my buildings`, `a special location
 * adjacent to this gate`, `an empty hq space`, `a faction`) and single values
 * (`my gold`). Pure reads of `g`.
 */
import type { Env, Evaluator, Json, NounHandler, Thing, ValueHandler } from '../../core/index.ts';
import type { NameRef, Phrase, Pronoun } from '../../effect-ir/index.ts';
import { isFortification } from '../board.ts';
import type { BgRules, SpaceKind } from '../rules.ts';
import type { BgG, Piece } from '../state.ts';

type Ev = Evaluator<BgG, BgRules>;

/** `my` -> the player the effect belongs to; no owner word -> anyone. */
function ownerOf(np: Phrase, env: Env): string | null {
  const w = np.owner?.toLowerCase();
  return w === 'my' && typeof env.me === 'string' ? env.me : null;
}

/** Whether the phrase is narrowed by this adjective (`adjective.empty`): the checker leaves adjectives among the words. */
function hasAdjective(np: Phrase, id: string): boolean {
  const word = id.slice('adjective.'.length);
  for (const w of np.words) if (w.toLowerCase() === word) return true;
  return false;
}

/** The districts a quoted name (a district or `Upper City` / `Lower City`) stands for. */
export function districtsNamed(rules: BgRules, name: string): string[] {
  const n = name.toLowerCase();
  if (n === 'upper city') return rules.districts.filter((d) => d.city === 'upper').map((d) => d.id);
  if (n === 'lower city') return rules.districts.filter((d) => d.city === 'lower').map((d) => d.id);
  const d = rules.districts.find((x) => x.name.toLowerCase() === n || x.id === n);
  return d ? [d.id] : [];
}

/** The districts a qualifier's target stands for (a quoted name, or a set of districts). */
function districtsOf(ev: Ev, target: Phrase | NameRef | Pronoun, env: Env): string[] {
  if (target.kind === 'name') return districtsNamed(ev.rules, target.name);
  return ev.things(target, env).map((t) => t.id).filter((id) => ev.rules.districtById[id] !== undefined);
}

/** A piece as a thing: a building by its card's name, anything else by its space. */
function pieceLabel(rules: BgRules, space: string, piece: Piece): string {
  return piece.kind === 'building' ? rules.cards[piece.card]?.name ?? piece.what : space;
}

/** Pieces on the board (on spaces of `kinds`) matching `test`, narrowed by `my`, `damaged`/`undamaged` and `in <district>`. */
function pieces(kinds: readonly SpaceKind[], test: (p: Piece) => boolean): NounHandler<BgG, BgRules> {
  return (ev, np, env) => {
    const { g, rules } = ev;
    const owner = ownerOf(np, env);
    const damaged = hasAdjective(np, 'adjective.damaged');
    const undamaged = hasAdjective(np, 'adjective.undamaged');
    const within = np.qualifier?.prep === 'in' ? districtsOf(ev, np.qualifier.target, env) : null;
    const out: Thing[] = [];
    for (let k = 0; k < kinds.length; k++) {
      const spaces = rules.spacesOfKind[kinds[k]!];
      for (let i = 0; i < spaces.length; i++) {
        const s = spaces[i]!;
        const p = g.board[s];
        if (p === undefined || !test(p)) continue;
        if (owner !== null && p.owner !== owner) continue;
        if ((damaged && !p.damaged) || (undamaged && p.damaged)) continue;
        if (within !== null && !inAny(rules.spaces[s]!.districts, within)) continue;
        out.push({ id: s, label: pieceLabel(rules, s, p) });
      }
    }
    return out;
  };
}

function inAny(districts: readonly string[], within: readonly string[]): boolean {
  for (let i = 0; i < districts.length; i++) if (within.includes(districts[i]!)) return true;
  return false;
}

const PLOTS: readonly SpaceKind[] = ['plot'];
const FORTIFICATIONS: readonly SpaceKind[] = ['watchtower', 'keep', 'gate'];
const building = (type: string | null) => pieces(PLOTS, (p) => p.kind === 'building' && (type === null || p.what === type));
const fortification = (kind: SpaceKind | null) => pieces(kind === null ? FORTIFICATIONS : [kind], (p) => (kind === null ? isFortification(p) : p.kind === kind));

export const nouns: Record<string, NounHandler<BgG, BgRules>> = {
  'noun.building': building(null),
  'noun.market': building('market'),
  'noun.manor': building('manor'),
  'noun.inn': building('inn'),
  'noun.trade-hall': building('trade-hall'),
  'noun.hq': pieces(['hq'], (p) => p.kind === 'hq'),
  'noun.fortification': fortification(null),
  'noun.watchtower': fortification('watchtower'),
  'noun.keep': fortification('keep'),
  'noun.gate': fortification('gate'),

  /** `district with my buildings`: districts holding at least one of those pieces. */
  'noun.district'(ev, np, env) {
    const { rules } = ev;
    let ids = rules.districts.map((d) => d.id);
    const q = np.qualifier;
    if (q?.prep === 'with') {
      const held = ev.things(q.target, env).map((t) => rules.spaces[t.id]?.districts ?? []);
      ids = ids.filter((d) => held.some((ds) => ds.includes(d)));
    } else if (q?.prep === 'in') {
      const within = districtsOf(ev, q.target, env);
      ids = ids.filter((d) => within.includes(d));
    }
    return ids.map((d) => ({ id: d, label: rules.districtById[d]!.name }));
  },

  /** Special Locations; `adjacent to this gate`: those of the two districts the Gate joins. */
  'noun.special-location'(ev, np, env) {
    const { rules, g } = ev;
    let ids = rules.locationOrder.slice();
    const q = np.qualifier;
    if (q?.prep === 'adjacent to' && q.target.kind === 'phrase' && q.target.id === 'subject.this-gate') {
      const gate = typeof env.gate === 'string' ? rules.gates[env.gate] : undefined;
      ids = gate ? ids.filter((l) => gate.districts.includes(rules.locations[l]!.district)) : [];
    }
    if (hasAdjective(np, 'adjective.damaged')) ids = ids.filter((l) => g.damaged.includes(rules.locations[l]!.district));
    return ids.map((l) => ({ id: l, label: rules.locations[l]!.name }));
  },

  /** HQ spaces; `empty`: with nothing on them. */
  'noun.hq-space'(ev, np) {
    const { rules, g } = ev;
    const empty = hasAdjective(np, 'adjective.empty');
    return rules.spaceOrder
      .filter((s) => rules.spaces[s]!.kind === 'hq' && (!empty || g.board[s] === undefined))
      .map((s) => ({ id: s, label: `the HQ space of ${rules.districtById[rules.spaces[s]!.districts[0]!]!.name}` }));
  },

  'noun.plot'(ev, np) {
    const { rules, g } = ev;
    const available = hasAdjective(np, 'adjective.available');
    const list = available ? g.available.slice() : rules.plotDistrict.map((_, n) => n).filter((n) => n > 0);
    return list.map((n) => ({ id: `plot-${n}`, label: `plot ${n}` }));
  },

  'noun.faction-track'(ev) {
    return ev.rules.tracks.map((t) => ({ id: t.id, label: `the ${t.name}` }));
  },

  /** Building cards: `my building cards` are the hand's; otherwise the display's. */
  'noun.building-card'(ev, np, env) {
    const { g, rules } = ev;
    const owner = ownerOf(np, env);
    const list = owner !== null ? g.hand[owner]! : g.display;
    return list.map((c) => ({ id: c, label: rules.cards[c]!.name }));
  },
};

const resource = (k: 'gold' | 'supplies' | 'favor' | 'prestige' | 'reserveTokens'): ValueHandler<BgG, BgRules> => (ev, np, env) => {
  const p = ownerOf(np, env) ?? (typeof env.me === 'string' ? env.me : null);
  return p === null ? 0 : ev.g.res[p]![k];
};

const track = (id: string): ValueHandler<BgG, BgRules> => () => id;

export const values: Record<string, ValueHandler<BgG, BgRules>> = {
  'value.gold': resource('gold'),
  'value.supplies': resource('supplies'),
  'value.favor': resource('favor'),
  'value.prestige': resource('prestige'),
  'value.reserve-tokens': resource('reserveTokens'),
  'subject.guild': track('guild'),
  'subject.flaming-fist': track('flaming-fist'),
  'subject.council': track('council'),
};

/** A quoted name: a district or a city. */
export function nameThing(ev: Ev, ref: NameRef): Json {
  const ids = districtsNamed(ev.rules, ref.name);
  return ids.map((d) => ({ id: d, label: ev.rules.districtById[d]!.name }));
}
