/**
 * Columbia's expectation keys (board, controller, eagles, victory points,
 * cards, territories, upgrades, victory cards, world events, Booker,
 * Elizabeth, the timeline, the first player, round/phase/step, the last
 * combat): compiled once (names resolved, problems reported at their YAML
 * position) into checks that read the game state and log. The generic keys
 * (log, decision, over, winner, reason, activePlayer) are the scenario
 * layer's.
 */
import type { Ruleset } from '../content/types.ts';
import { freshBoard } from '../board.ts';
import { victoryPoints } from '../victory-points.ts';
import { elizabethController } from '../booker.ts';
import type { ColumbiaG } from '../state.ts';
import type { Check as AnyCheck, CheckContext as AnyContext } from '../../game/index.ts';
import type { CardRef, Names } from './names.ts';
import { listOf, pieceKey } from './position.ts';
import { equalCheck, ptr, type Reporter } from '../../game/index.ts';

type CheckContext = AnyContext<ColumbiaG, Ruleset>;
type Check = AnyCheck<ColumbiaG, Ruleset>;

/** "the Founders'", "the Vox Populi's". */
const of = (name: string): string => (name.endsWith('s') ? `the ${name}'` : `the ${name}'s`);

/** An expectation that the state reads, as JSON, what was written. */
const eq = equalCheck<ColumbiaG, Ruleset>;

// ---------------------------------------------------------------------------
// Pieces and cards as multisets
// ---------------------------------------------------------------------------

/** `{ handyman: 1, common: 2 }` as `Handyman, 2 common` (sorted, so messages are stable). */
function renderPieces(names: Names, counts: Record<string, number>): string {
  const entries = Object.entries(counts).filter(([, n]) => n > 0);
  if (entries.length === 0) return 'nothing';
  const label = (id: string) => names.rules.pieces.figures.find((f) => f.id === id)?.name ?? id;
  return entries
    .sort(([a], [b]) => label(a).localeCompare(label(b)))
    .map(([id, n]) => (n === 1 ? label(id) : `${n} ${label(id)}`))
    .join(', ');
}

function cardLabel(names: Names, id: string): string {
  const c = names.rules.actionCards.find((x) => x.id === id);
  return c ? `${c.name} ${c.combat}/${c.influence}/${c.eagles}` : id;
}

function cardFits(names: Names, id: string, ref: CardRef): boolean {
  const c = names.rules.actionCards.find((x) => x.id === id);
  if (c === undefined) return false;
  if (ref.id !== null) return c.id === ref.id;
  return c.cardTypeId === ref.typeId && (ref.values === null || (c.combat === ref.values[0] && c.influence === ref.values[1] && c.eagles === ref.values[2]));
}

/** Whether `cards` are exactly `refs` (in order when `ordered`), specific references matched first. */
function cardsAre(names: Names, cards: readonly string[], refs: CardRef[], ordered: boolean): boolean {
  if (cards.length !== refs.length) return false;
  if (ordered) return refs.every((r, i) => cardFits(names, cards[i]!, r));
  const left = cards.slice();
  const specific = (r: CardRef) => (r.id !== null ? 0 : r.values !== null ? 1 : 2);
  for (const r of refs.slice().sort((a, b) => specific(a) - specific(b))) {
    const i = left.findIndex((c) => cardFits(names, c, r));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

// ---------------------------------------------------------------------------
// Compiling an `expect:` mapping
// ---------------------------------------------------------------------------

type Raw = Record<string, unknown>;

/** The expectation keys Columbia adds to the generic ones. */
export const COLUMBIA_EXPECT_KEYS = ['board', 'controller', 'eagles', 'victoryPoints', 'hand', 'deck', 'discard', 'territories', 'upgrades', 'victoryCards', 'worldEvents', 'booker', 'elizabeth', 'timeline', 'firstPlayer', 'round', 'phase', 'step', 'combat'] as const;

/** Compiles Columbia's keys of `expect` at JSON pointer `at`; problems are reported, and their checks left out. */
export function compileExpect(raw: Raw, at: string, names: Names, rep: Reporter): Check[] {
  const out: Check[] = [];
  const rules = names.rules;
  const line = (p: string) => rep.line(p);
  const player = (text: string, p: string, onKey = true): string | null => {
    const r = names.player(text);
    if (!r.ok) rep.miss(r, p, onKey);
    return r.ok ? r.value : null;
  };
  const faction = (text: string, p: string, onKey = true): string | null => {
    const r = names.faction(text);
    if (!r.ok) rep.miss(r, p, onKey);
    return r.ok ? r.value : null;
  };
  const location = (text: string, p: string, onKey = true): string | null => {
    const r = names.location(text);
    if (!r.ok) rep.miss(r, p, onKey);
    return r.ok ? r.value : null;
  };
  /** A faction or nobody (null), or undefined when the name is wrong. */
  const factionOrNobody = (text: unknown, p: string): string | null | undefined => {
    if (names.isNobody(text)) return null;
    const f = faction(String(text), p, false);
    return f === null ? undefined : f;
  };
  const g = (c: CheckContext) => c.state.g;
  const fname = (f: unknown) => (f === null ? 'nobody' : names.factionName(String(f)));
  const lname = (l: unknown) => (l === null ? 'nowhere' : names.locationName(String(l)));
  const pname = (p: unknown) => (p === null ? 'nobody' : names.playerName(String(p)));

  for (const [key, value] of Object.entries(raw)) {
    const here = ptr(at, key);
    switch (key) {
      case 'board':
        for (const [locText, entry] of Object.entries(value as Record<string, Raw>)) {
          const lp = ptr(here, locText);
          const loc = location(locText, lp);
          if (loc === null) continue;
          for (const [who, list] of Object.entries(entry ?? {})) {
            const wp = ptr(lp, who);
            if (who === 'destroyed') {
              out.push(eq(`whether ${names.locationName(loc)} is destroyed`, line(wp), list, (c) => g(c).locations[loc]!.destroyed, String));
              continue;
            }
            if (who === 'token') {
              const want = names.isNobody(list) ? null : (list as { combat: number; eagles?: number; faceUp?: boolean });
              out.push({
                line: line(wp),
                what: `the territory token on ${names.locationName(loc)}`,
                run(c) {
                  const t = g(c).locations[loc]!.token;
                  const def = t === null ? null : rules.territoryTokens.find((x) => x.id === t.id)!;
                  const actual = t === null || def === null ? 'none' : `combat ${def.combat}, eagles ${def.eagles}, ${t.faceUp ? 'face up' : 'face down'}`;
                  if (want === null) return { ok: t === null, expected: 'none', actual };
                  const ok = def !== null && def.combat === want.combat && (want.eagles === undefined || def.eagles === want.eagles) && (want.faceUp === undefined || t!.faceUp === want.faceUp);
                  const expected = `combat ${want.combat}${want.eagles !== undefined ? `, eagles ${want.eagles}` : ''}${want.faceUp !== undefined ? (want.faceUp ? ', face up' : ', face down') : ''}`;
                  return { ok, expected, actual };
                },
              });
              continue;
            }
            const owner = names.pieceOwner(who);
            if (!owner.ok) {
              rep.miss(owner, wp, true);
              continue;
            }
            const want: Record<string, number> = {};
            let bad = false;
            listOf(list).forEach((text, i) => {
              const pc = names.pieceCount(text);
              if (!pc.ok) {
                bad = true;
                return rep.miss(pc, Array.isArray(list) ? ptr(wp, i) : wp);
              }
              const k = pieceKey(pc.value.piece);
              want[k] = (want[k] ?? 0) + pc.value.count;
            });
            if (bad) continue;
            const { player: p, colourId } = owner.value;
            const whose = colourId === null ? names.playerName(p) : names.colourName(colourId);
            out.push({
              line: line(wp),
              what: `${whose}'s pieces on ${names.locationName(loc)}`,
              run(c) {
                const have: Record<string, number> = {};
                const mine = (o: string, col: string) => o === p && (colourId === null || col === colourId);
                for (const u of Object.values(g(c).units)) if (u.location === loc && mine(u.owner, u.colourId)) have[u.pieceId] = (have[u.pieceId] ?? 0) + 1;
                for (const s of Object.values(g(c).structures)) if (s.location === loc && mine(s.owner, s.colourId)) have[s.kind] = (have[s.kind] ?? 0) + 1;
                const expected = renderPieces(names, want);
                const actual = renderPieces(names, have);
                return { ok: expected === actual, expected, actual };
              },
            });
          }
        }
        break;
      case 'controller':
        for (const [locText, who] of Object.entries(value as Record<string, string | null>)) {
          const lp = ptr(here, locText);
          const loc = location(locText, lp);
          if (loc === null) continue;
          if (names.isNobody(who)) {
            out.push(eq(`controller of ${names.locationName(loc)}`, line(lp), null, (c) => freshBoard(g(c), rules).controllerOf(loc), pname));
            continue;
          }
          const p = names.player(String(who));
          if (p.ok) {
            out.push(eq(`controller of ${names.locationName(loc)}`, line(lp), p.value, (c) => freshBoard(g(c), rules).controllerOf(loc), pname));
            continue;
          }
          const f = faction(String(who), lp, false);
          if (f !== null) {
            out.push(eq(`controlling faction of ${names.locationName(loc)}`, line(lp), f, (c) => {
              const ctl = freshBoard(g(c), rules).controllerOf(loc);
              return ctl === null ? null : g(c).players[ctl]!.factionId;
            }, fname));
          }
        }
        break;
      case 'eagles':
        for (const [who, n] of Object.entries(value as Record<string, number>)) {
          const p = player(who, ptr(here, who));
          if (p !== null) out.push(eq(`${names.playerName(p)}'s Silver Eagles`, line(ptr(here, who)), n, (c) => g(c).players[p]!.eagles));
        }
        break;
      case 'victoryPoints':
        for (const [who, n] of Object.entries(value as Record<string, number>)) {
          const f = faction(who, ptr(here, who));
          if (f !== null) out.push(eq(`${of(names.factionName(f))} victory points`, line(ptr(here, who)), n, (c) => victoryPoints(g(c), rules, f)));
        }
        break;
      case 'hand':
      case 'deck':
      case 'discard':
        for (const [who, want] of Object.entries(value as Record<string, unknown>)) {
          const wp = ptr(here, who);
          const p = player(who, wp);
          if (p === null) continue;
          const pile = (c: CheckContext) => {
            const cards = g(c).players[p]![key as 'hand' | 'deck' | 'discard'];
            return key === 'deck' ? cards.slice().reverse() : cards;
          };
          const what = `${names.playerName(p)}'s ${key === 'discard' ? 'discard pile' : key}`;
          if (typeof want === 'number') {
            out.push(eq(`how many cards are in ${what}`, line(wp), want, (c) => pile(c).length));
            continue;
          }
          const refs: CardRef[] = [];
          listOf(want).forEach((text, i) => {
            const r = names.cardRef(text);
            if (!r.ok) rep.miss(r, Array.isArray(want) ? ptr(wp, i) : wp);
            else refs.push(r.value);
          });
          out.push({
            line: line(wp),
            what,
            run(c) {
              const cards = pile(c);
              return { ok: cardsAre(names, cards, refs, key === 'deck'), expected: refs.map((r) => r.text).join(', ') || 'no cards', actual: cards.map((x) => cardLabel(names, x)).join(', ') || 'no cards' };
            },
          });
        }
        break;
      case 'territories':
        for (const [tText, who] of Object.entries(value as Record<string, unknown>)) {
          const tp = ptr(here, tText);
          const t = names.territory(tText);
          if (!t.ok) {
            rep.miss(t, tp, true);
            continue;
          }
          const f = factionOrNobody(who, tp);
          if (f === undefined) continue;
          const tn = rules.board.territories.find((x) => x.id === t.value)!;
          out.push(eq(`the victory token on territory ${tn.letter} (${tn.name})`, line(tp), f, (c) => g(c).territoryHolders[t.value] ?? null, fname));
        }
        break;
      case 'upgrades':
        for (const [who, sheet] of Object.entries(value as Record<string, Raw>)) {
          const wp = ptr(here, who);
          const f = faction(who, wp);
          if (f === null) continue;
          for (const [typeText, v] of Object.entries(sheet)) {
            const tp = ptr(wp, typeText);
            if (typeText === 'count') {
              out.push(eq(`${of(names.factionName(f))} upgrade count`, line(tp), v, (c) => g(c).factions[f]!.upgradeCount));
              continue;
            }
            const t = names.cardType(typeText);
            if (!t.ok) {
              rep.miss(t, tp, true);
              continue;
            }
            const want = typeof v === 'string' ? { unlocked: true } : (v as Record<string, unknown>);
            for (const [field, n] of Object.entries(want)) {
              out.push(eq(`${of(names.factionName(f))} ${typeText} ${field}`, line(tp), n, (c) => g(c).factions[f]!.upgrades[t.value]?.[field as 'combat'] ?? null));
            }
          }
        }
        break;
      case 'victoryCards': {
        const v = value as { inPlay?: unknown; claimed?: Record<string, unknown>; deck?: number };
        const vname = (id: string) => rules.victoryCards.find((x) => x.id === id)?.name ?? id;
        if (v.inPlay !== undefined) {
          const ids: string[] = [];
          listOf(v.inPlay).forEach((text, i) => {
            const r = names.victoryCard(text);
            if (!r.ok) rep.miss(r, Array.isArray(v.inPlay) ? ptr(here, 'inPlay', i) : ptr(here, 'inPlay'));
            else ids.push(r.value);
          });
          out.push(eq('the victory cards in play', line(ptr(here, 'inPlay')), ids.slice().sort(), (c) => g(c).victoryCards.inPlay.slice().sort(), (x) => (x as string[]).map(vname).join(', ') || 'none'));
        }
        for (const [cardText, who] of Object.entries(v.claimed ?? {})) {
          const cp = ptr(here, 'claimed', cardText);
          const r = names.victoryCard(cardText);
          if (!r.ok) {
            rep.miss(r, cp, true);
            continue;
          }
          const f = factionOrNobody(who, cp);
          if (f === undefined) continue;
          out.push(eq(`who claimed ${vname(r.value)}`, line(cp), f, (c) => g(c).victoryCards.claimed.find((x) => x.id === r.value)?.factionId ?? null, fname));
        }
        if (v.deck !== undefined) out.push(eq('cards left in the victory deck', line(ptr(here, 'deck')), v.deck, (c) => g(c).victoryCards.deck.length));
        break;
      }
      case 'worldEvents': {
        const v = value as Record<string, unknown>;
        const ename = (id: unknown) => (id === null ? 'none' : (rules.worldEvents.find((x) => x.id === id)?.name ?? String(id)));
        for (const [field, want] of Object.entries(v)) {
          const fp = ptr(here, field);
          if (field === 'current') {
            const id = names.isNobody(want) ? null : names.worldEvent(String(want));
            if (id !== null && !id.ok) {
              rep.miss(id, fp);
              continue;
            }
            out.push(eq('the current world event', line(fp), id === null ? null : id.value, (c) => g(c).worldEvents.current, ename));
          } else if (field === 'passed') {
            out.push(eq('whether the world event passed', line(fp), want, (c) => g(c).worldEvents.passed, String));
          } else {
            const pile = (c: CheckContext) => {
              const ids = g(c).worldEvents[field as 'deck' | 'discard' | 'removed'];
              return field === 'deck' ? ids.slice().reverse() : ids.slice().sort();
            };
            if (typeof want === 'number') {
              out.push(eq(`how many world events are in the ${field}`, line(fp), want, (c) => pile(c).length));
              continue;
            }
            const ids: string[] = [];
            listOf(want).forEach((text, i) => {
              const r = names.worldEvent(text);
              if (!r.ok) rep.miss(r, Array.isArray(want) ? ptr(fp, i) : fp);
              else ids.push(r.value);
            });
            out.push(eq(`the world event ${field}`, line(fp), field === 'deck' ? ids : ids.slice().sort(), pile, (x) => (x as string[]).map(ename).join(', ') || 'none'));
          }
        }
        break;
      }
      case 'booker': {
        const loc = names.isNobody(value) ? null : location(String(value), here, false);
        if (loc === null && !names.isNobody(value)) break;
        out.push(eq("Booker's location", line(here), loc, (c) => g(c).booker, lname));
        break;
      }
      case 'elizabeth': {
        const v = typeof value === 'object' && value !== null ? (value as Raw) : { location: value };
        for (const [field, want] of Object.entries(v)) {
          const fp = typeof value === 'object' && value !== null ? ptr(here, field) : here;
          if (field === 'location') {
            const loc = names.isNobody(want) ? null : location(String(want), fp, false);
            if (loc === null && !names.isNobody(want)) continue;
            out.push(eq("Elizabeth's location", line(fp), loc, (c) => g(c).elizabeth.location, lname));
          } else if (field === 'withBooker') {
            out.push(eq('whether Elizabeth is with Booker', line(fp), want, (c) => g(c).elizabeth.withBooker === true, String));
          } else if (field === 'controller') {
            const p = names.isNobody(want) ? null : player(String(want), fp, false);
            if (p === null && !names.isNobody(want)) continue;
            out.push(eq("Elizabeth's controller", line(fp), p, (c) => elizabethController(freshBoard(g(c), rules)), pname));
          }
        }
        break;
      }
      case 'timeline':
        out.push(eq("the Elizabeth marker's step", line(ptr(here, 'step')), (value as { step: number }).step, (c) => g(c).timeline.step));
        break;
      case 'firstPlayer': {
        const p = player(String(value), here, false);
        if (p !== null) out.push(eq('the first player', line(here), p, (c) => g(c).firstPlayer, pname));
        break;
      }
      case 'round':
        out.push(eq('the round', line(here), value, (c) => g(c).round));
        break;
      case 'phase':
        out.push(eq('the phase', line(here), value, (c) => g(c).phase));
        break;
      case 'step':
        out.push(eq('the step', line(here), value, (c) => g(c).step));
        break;
      case 'combat':
        out.push(...combatChecks(value as Raw, here, names, rep));
        break;
      default:
        break;
    }
  }
  return out;
}

type SideTotal = { cards: number; dice: number; bonus: number; total: number };

function combatChecks(raw: Raw, at: string, names: Names, rep: Reporter): Check[] {
  const out: Check[] = [];
  const last = (c: CheckContext) => [...c.log].reverse().find((e) => e.kind === 'combat-totals') ?? null;
  const none = { ok: false, expected: '', actual: 'no combat was fought' };
  for (const [field, want] of Object.entries(raw)) {
    const fp = ptr(at, field);
    const line = rep.line(fp);
    if (field === 'winner') {
      out.push({ line, what: "the last combat's winner", run: (c) => { const e = last(c); return e ? { ok: e.values.winner === want, expected: String(want), actual: String(e.values.winner) } : { ...none, expected: String(want) }; } });
    } else if (field === 'location') {
      const l = names.location(String(want));
      if (!l.ok) {
        rep.miss(l, fp);
        continue;
      }
      out.push({ line, what: "where the last combat was fought", run: (c) => { const e = last(c); return e ? { ok: e.values.location === l.value, expected: names.locationName(l.value), actual: names.locationName(String(e.values.location)) } : { ...none, expected: names.locationName(l.value) }; } });
    } else {
      const side = field as 'attacker' | 'defender';
      const wanted: Partial<SideTotal> = typeof want === 'number' ? { total: want } : (want as Partial<SideTotal>);
      const render = (t: Partial<SideTotal>) => Object.entries(t).map(([k, v]) => `${k} ${v}`).join(', ');
      out.push({
        line,
        what: `the ${side}'s totals in the last combat`,
        run(c) {
          const e = last(c);
          if (e === null) return { ...none, expected: render(wanted) };
          const actual = e.values[side] as unknown as SideTotal;
          const ok = Object.entries(wanted).every(([k, v]) => actual[k as keyof SideTotal] === v);
          return { ok, expected: render(wanted), actual: render(actual) };
        },
      });
    }
  }
  return out;
}
