/**
 * Everything beside the board that a viewer may see, in display terms:
 * hands (or how many cards, for other players' hands), Silver Eagles,
 * leaders, pools, each faction's upgrades and victory points, the world
 * event and the vote, victory cards in play, Elizabeth's timeline. Built
 * from the redacted view, so a hidden hand cannot be shown by mistake.
 */
import type { Ruleset } from '../content/types.ts';
import { cardValue } from '../upgrades.ts';
import { victoryPointsByFaction } from '../victory-points.ts';
import type { ViewG } from './board-model.ts';

export interface CardChip {
  id: string;
  name: string;
  /** Values with the faction's upgrades. */
  combat: number;
  influence: number;
  eagles: number;
  abilityName: string;
  /** The ability is printed locked and not unlocked yet. */
  locked: boolean;
}

export interface PlayerPanel {
  id: string;
  name: string;
  colourId: string;
  factionId: string;
  leader: { name: string; abilityName: string; text: string } | null;
  eagles: number;
  /** The cards, when this viewer may see them; otherwise how many. */
  hand: CardChip[] | { hidden: number };
  deck: number;
  discard: { count: number; top: string | null };
  /** Action cards removed from the game: those seen go by name, the others only as how many. */
  removed: RemovedPile;
  pool: { commons: number; figures: string[]; structures: string[] };
}

/** Cards out of the game as the viewer may know them (RULINGS "Removed action and victory cards"). */
export interface RemovedPile {
  /** Names of the cards removed face up. */
  seen: string[];
  /** How many were removed unseen. */
  unseen: number;
}

export interface FactionPanel {
  id: string;
  name: string;
  victoryPoints: number;
  territories: string[];
  claimed: { name: string; points: number }[];
  upgradeCount: number;
  /** Only card types with something on them. */
  upgrades: { cardType: string; unlocked: boolean; printedLocked: boolean; combat: number; influence: number; eagles: number }[];
}

export interface TableModel {
  round: number;
  phase: string;
  step: string;
  firstPlayer: string;
  activePlayer: string | null;
  event: { name: string; text: string; vote: string; booker: string; aggressive: boolean; elizabeth: boolean; passed: boolean | null } | null;
  vote: { revealed: boolean; played: Record<string, string[] | number>; total: number | null } | null;
  eventsLeft: number;
  victoryInPlay: { name: string; points: number; text: string }[];
  victoryDeckLeft: number;
  victoryRemoved: RemovedPile;
  timeline: { name: string; step: number; steps: number; next: string | null } | null;
  players: PlayerPanel[];
  factions: FactionPanel[];
}

function count(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  if (v !== null && typeof v === 'object' && typeof (v as { hidden?: unknown }).hidden === 'number') return (v as { hidden: number }).hidden;
  return 0;
}

export function tableModel(g: ViewG, rules: Ruleset, playerName: (id: string) => string): TableModel {
  const cards = new Map(rules.actionCards.map((c) => [c.id, c]));
  const nameOf = <T extends { id: string; name: string }>(list: readonly T[], id: string | null | undefined): string =>
    id ? (list.find((x) => x.id === id)?.name ?? id) : '';
  const chip = (id: string): CardChip => {
    const c = cards.get(id);
    if (!c) return { id, name: id, combat: 0, influence: 0, eagles: 0, abilityName: '', locked: false };
    const value = (v: 'combat' | 'influence' | 'eagles') => {
      try {
        return cardValue(g, rules, id, v);
      } catch {
        return c[v];
      }
    };
    const u = g.factions?.[c.factionId]?.upgrades?.[c.cardTypeId];
    return { id, name: c.name, combat: value('combat'), influence: value('influence'), eagles: value('eagles'), abilityName: c.ability.name, locked: c.ability.locked && !u?.unlocked };
  };

  const players: PlayerPanel[] = Object.keys(g.players ?? {}).map((id) => {
    const p = g.players[id]!;
    const leader = rules.leaders.find((l) => l.id === p.leaderId);
    const pool = { commons: 0, figures: [] as string[], structures: [] as string[] };
    for (const u of Object.values(g.units ?? {})) {
      if (u.owner !== id || u.location !== null) continue;
      if (u.kind === 'common') pool.commons++;
      else pool.figures.push(nameOf(rules.pieces.figures, u.pieceId));
    }
    const structures = new Map<string, number>();
    for (const s of Object.values(g.structures ?? {})) if (s.owner === id && s.location === null) structures.set(s.kind, (structures.get(s.kind) ?? 0) + 1);
    for (const [kind, n] of structures) pool.structures.push(`${n} ${kind}${n === 1 ? '' : 's'}`);
    const hand = Array.isArray(p.hand) ? p.hand.map(chip) : { hidden: count(p.hand) };
    const discard = Array.isArray(p.discard) ? p.discard : [];
    return {
      id,
      name: playerName(id),
      colourId: p.colourId,
      factionId: p.factionId,
      leader: leader ? { name: leader.name, abilityName: leader.abilityName, text: leader.text } : null,
      eagles: p.eagles,
      hand,
      deck: count(p.deck),
      discard: { count: discard.length, top: discard.length ? (cards.get(discard[discard.length - 1]!)?.name ?? null) : null },
      removed: { seen: (Array.isArray(p.removed) ? p.removed : []).map((c) => cards.get(c)?.name ?? c), unseen: count(p.removedUnseen) },
      pool,
    };
  });

  let vp: Record<string, number> = {};
  try {
    vp = victoryPointsByFaction(g, rules);
  } catch {
    vp = {};
  }
  const factions: FactionPanel[] = rules.pack.factions
    .filter((f) => g.factions?.[f.id])
    .map((f) => {
      const st = g.factions[f.id]!;
      const upgrades = Object.entries(st.upgrades)
        .map(([typeId, u]) => {
          const ct = rules.cardTypes.find((t) => t.id === typeId);
          return { cardType: ct?.name ?? typeId, unlocked: u.unlocked, printedLocked: ct?.ability.locked ?? false, combat: u.combat, influence: u.influence, eagles: u.eagles };
        })
        .filter((u) => u.combat > 0 || u.influence > 0 || u.eagles > 0 || (u.printedLocked && u.unlocked));
      return {
        id: f.id,
        name: f.name,
        victoryPoints: vp[f.id] ?? 0,
        territories: Object.entries(g.territoryHolders ?? {})
          .filter(([, holder]) => holder === f.id)
          .map(([tid]) => nameOf(rules.board.territories, tid)),
        claimed: (g.victoryCards?.claimed ?? [])
          .filter((c) => c.factionId === f.id)
          .map((c) => ({ name: nameOf(rules.victoryCards, c.id), points: rules.victoryCards.find((v) => v.id === c.id)?.points ?? 0 })),
        upgradeCount: st.upgradeCount,
        upgrades,
      };
    });

  const we = g.worldEvents;
  const ev = we?.current ? rules.worldEvents.find((e) => e.id === we.current) : undefined;
  const event = ev
    ? {
        name: ev.name,
        text: ev.text,
        vote: `Founders ${ev.vote.founders}, Vox Populi ${ev.vote.voxPopuli}`,
        booker: nameOf(rules.board.locations, ev.bookerLocationId),
        aggressive: ev.aggressive,
        elizabeth: ev.elizabeth,
        passed: we.passed,
      }
    : null;

  let vote: TableModel['vote'] = null;
  if (g.vote) {
    const played: Record<string, string[] | number> = {};
    for (const [p, list] of Object.entries(g.vote.played ?? {})) {
      played[p] = Array.isArray(list) ? list.map((id) => cards.get(id)?.name ?? id) : count(list);
    }
    vote = { revealed: g.vote.revealed, played, total: g.vote.total };
  }

  const tl = g.timeline ? rules.timelines.find((t) => t.id === g.timeline.id) : undefined;
  const timeline = tl ? { name: tl.name, step: g.timeline.step, steps: tl.steps.length, next: tl.steps.find((s) => s.step === g.timeline.step + 1)?.text ?? null } : null;

  return {
    round: g.round,
    phase: g.phase,
    step: g.step,
    firstPlayer: g.firstPlayer,
    activePlayer: g.activePlayer,
    event,
    vote,
    eventsLeft: count(we?.deck),
    victoryInPlay: (g.victoryCards?.inPlay ?? []).map((id) => {
      const v = rules.victoryCards.find((c) => c.id === id);
      return { name: v?.name ?? id, points: v?.points ?? 0, text: v?.text ?? '' };
    }),
    victoryDeckLeft: count(g.victoryCards?.deck),
    victoryRemoved: {
      seen: (Array.isArray(g.victoryCards?.removed) ? g.victoryCards.removed : []).map((id) => nameOf(rules.victoryCards, id)),
      unseen: count(g.victoryCards?.removedUnseen),
    },
    timeline,
    players,
    factions,
  };
}
