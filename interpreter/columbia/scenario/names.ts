/**
 * The names a designer writes in a scenario (`Hall of Heroes`, `light blue`,
 * `2 commons`, `Shotgunner 2/1/1`, `Power Outage`) turned into the Ruleset's
 * ids, or a reason with a did-you-mean. Pure: a Ruleset and a seat list in,
 * lookups out. Case, hyphens, apostrophes and a leading "the" never matter.
 */
import type { ActionCard, Ruleset } from '../content/types.ts';
import { miss, norm, type Found } from '../../game/index.ts';
import type { ScenarioNames } from '../../game/index.ts';

export { norm };

/** A piece a scenario names: a unit (a figure or a unit kind such as common) or a structure. */
export type PieceName = { what: 'unit'; pieceId: string } | { what: 'structure'; kind: string };

/** One entry of a piece list: `2 common`, `Handyman`, `turret`. */
export interface PieceCount {
  count: number;
  piece: PieceName;
  /** As written, for messages. */
  text: string;
}

/** Who a board key names: a player, and the colour set his pieces must come from (null: any of his). */
export interface PieceOwner {
  player: string;
  colourId: string | null;
}

/** A card as a scenario names it, resolved against one deck. */
export interface CardRef {
  typeId: string;
  /** combat / influence / eagles, when the spec gives them (`Shotgunner 2/1/1`). */
  values: [number, number, number] | null;
  /** An exact card id, when the spec is one. */
  id: string | null;
  text: string;
}

/** Lookups by name over one Ruleset and one seating: players are colours, sides are factions. */
export class Names implements ScenarioNames {
  private readonly locationBy = new Map<string, string>();
  private readonly territoryBy = new Map<string, string>();
  private readonly factionBy = new Map<string, string>();
  private readonly colourBy = new Map<string, string>();
  private readonly pieceBy = new Map<string, PieceName>();
  private readonly cardTypeBy = new Map<string, string>();
  private readonly eventBy = new Map<string, string>();
  private readonly victoryBy = new Map<string, string>();
  private readonly leaderBy = new Map<string, string>();
  private readonly timelineBy = new Map<string, string>();
  /** Colour id -> the player whose pool holds that colour in this setup. */
  private readonly colourOwner = new Map<string, string>();

  constructor(
    readonly rules: Ruleset,
    /** The seats' player ids (colour ids), in seat order. */
    readonly players: readonly string[],
  ) {
    for (const l of rules.board.locations) {
      this.locationBy.set(norm(l.name), l.id);
      this.locationBy.set(norm(l.id), l.id);
      this.locationBy.set(String(l.number), l.id);
      this.locationBy.set(`#${l.number}`, l.id);
    }
    for (const t of rules.board.territories) {
      this.territoryBy.set(norm(t.name), t.id);
      this.territoryBy.set(norm(t.id), t.id);
      this.territoryBy.set(norm(t.letter), t.id);
      this.territoryBy.set(norm(`territory ${t.letter}`), t.id);
    }
    for (const f of rules.pack.factions) {
      this.factionBy.set(norm(f.name), f.id);
      this.factionBy.set(norm(f.id), f.id);
      this.factionBy.set(norm(f.name.replace(/s$/, '')), f.id); // "Founder", "Vox Populi"
    }
    this.factionBy.set('vox', 'vox-populi');
    for (const c of rules.pack.colours) {
      this.colourBy.set(norm(c.name), c.id);
      this.colourBy.set(norm(c.id), c.id);
    }
    for (const k of rules.pieces.unitKinds) this.pieceBy.set(norm(k.kind), { what: 'unit', pieceId: k.kind });
    for (const f of rules.pieces.figures) {
      this.pieceBy.set(norm(f.name), { what: 'unit', pieceId: f.id });
      this.pieceBy.set(norm(f.id), { what: 'unit', pieceId: f.id });
    }
    for (const s of rules.pieces.structures) {
      this.pieceBy.set(norm(s.name), { what: 'structure', kind: s.id });
      this.pieceBy.set(norm(s.id), { what: 'structure', kind: s.id });
    }
    for (const t of rules.cardTypes) {
      this.cardTypeBy.set(norm(t.name), t.id);
      this.cardTypeBy.set(norm(t.id), t.id);
    }
    for (const e of rules.worldEvents) this.eventBy.set(norm(e.name), e.id).set(norm(e.id), e.id);
    for (const v of rules.victoryCards) this.victoryBy.set(norm(v.name), v.id).set(norm(v.id), v.id);
    for (const l of rules.leaders) {
      this.leaderBy.set(norm(l.name), l.id).set(norm(l.id), l.id).set(norm(l.abilityName), l.id);
    }
    for (const t of rules.timelines) {
      this.timelineBy.set(norm(t.name), t.id).set(norm(t.id), t.id).set(String(t.number), t.id);
    }
    const setup = rules.setups.find((s) => s.players === players.length);
    for (const seat of setup?.seats ?? []) {
      if (!players.includes(seat.colourId)) continue;
      for (const s of seat.supply) if (!this.colourOwner.has(s.colourId)) this.colourOwner.set(s.colourId, seat.colourId);
    }
  }

  location(text: string | number): Found<string> {
    const id = this.locationBy.get(norm(String(text)));
    if (id !== undefined) return { ok: true, value: id };
    return miss('location', 'location', String(text), this.rules.board.locations.map((l) => l.name));
  }

  territory(text: string): Found<string> {
    const id = this.territoryBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    return miss('territory', 'territory', text, this.rules.board.territories.flatMap((t) => [t.name, t.letter]));
  }

  /** A faction by name, or the faction of a player named by colour. */
  faction(text: string): Found<string> {
    const id = this.factionBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    const p = this.player(text);
    if (p.ok) {
      const f = this.rules.setups.find((s) => s.players === this.players.length)?.seats.find((s) => s.colourId === p.value)?.factionId;
      if (f !== undefined) return { ok: true, value: f };
    }
    return miss('faction', 'faction', text, this.rules.pack.factions.map((f) => f.name));
  }

  side(text: string): Found<string> {
    return this.faction(text);
  }

  sideName(id: string): string {
    return this.factionName(id);
  }

  /** Whether the text says "nobody" (no controller, no winner, no holder). */
  isNobody(text: unknown): boolean {
    return text === null || (typeof text === 'string' && ['nobody', 'none', 'no one', 'noone', 'nothing', 'nowhere', 'off', 'off the board'].includes(norm(text)));
  }

  /**
   * A player: his colour (`blue`, `light blue`), the colour of a set in his
   * pool (2 players: `light blue` is the Founder player), or his faction's
   * name when the faction has one player in this game.
   */
  player(text: string): Found<string> {
    const n = norm(text);
    const colour = this.colourBy.get(n);
    if (colour !== undefined) {
      if (this.players.includes(colour)) return { ok: true, value: colour };
      const owner = this.colourOwner.get(colour);
      if (owner !== undefined) return { ok: true, value: owner };
    }
    const faction = this.factionBy.get(n);
    if (faction !== undefined) {
      const seats = this.seatsOf(faction);
      if (seats.length === 1) return { ok: true, value: seats[0]! };
      return { ok: false, kind: 'player', error: `"${text}" has ${seats.length} players in a ${this.players.length}-player game`, hint: `name one of them: ${seats.map((s) => this.colourName(s)).join(' or ')}` };
    }
    return miss('player', 'player', text, this.players.map((p) => this.colourName(p)), `the players are ${this.players.map((p) => this.colourName(p)).join(', ')}`);
  }

  /** The players of a faction in this game, in seat order. */
  seatsOf(faction: string): string[] {
    const setup = this.rules.setups.find((s) => s.players === this.players.length);
    return (setup?.seats ?? []).filter((s) => s.factionId === faction && this.players.includes(s.colourId)).map((s) => s.colourId);
  }

  /** Who a board key names: `blue` / `light blue` (that colour's pieces), or a faction / player (any of his pieces). */
  pieceOwner(text: string): Found<PieceOwner> {
    const n = norm(text);
    const colour = this.colourBy.get(n);
    if (colour !== undefined) {
      const owner = this.colourOwner.get(colour);
      if (owner === undefined) return { ok: false, kind: 'player', error: `no player has ${this.colourName(colour)} pieces in a ${this.players.length}-player game` };
      return { ok: true, value: { player: owner, colourId: colour } };
    }
    const p = this.player(text);
    if (!p.ok) return p;
    return { ok: true, value: { player: p.value, colourId: null } };
  }

  colourName(colourId: string): string {
    return this.rules.pack.colours.find((c) => c.id === colourId)?.name ?? colourId;
  }

  /** One piece list entry: `2 common`, `3 commons`, `Handyman`, `turret`, `1 x stronghold`. */
  pieceCount(text: string): Found<PieceCount> {
    const m = /^\s*(\d+)\s*(?:x\s+)?(.*)$/i.exec(text);
    const count = m ? Number(m[1]) : 1;
    const name = (m ? m[2]! : text).trim();
    const piece = this.piece(name);
    if (!piece.ok) return piece;
    return { ok: true, value: { count, piece: piece.value, text } };
  }

  piece(name: string): Found<PieceName> {
    const n = norm(name);
    for (const candidate of [n, n.replace(/men$/, 'man'), n.replace(/es$/, ''), n.replace(/s$/, '')]) {
      const p = this.pieceBy.get(candidate);
      if (p !== undefined) return { ok: true, value: p };
    }
    const known = [...this.rules.pieces.unitKinds.map((k) => k.kind), ...this.rules.pieces.figures.map((f) => f.name), ...this.rules.pieces.structures.map((s) => s.name)];
    return miss('unit', 'unit or structure', name, known);
  }

  cardType(text: string): Found<string> {
    const id = this.cardTypeBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    return miss('card-type', 'card type', text, this.rules.cardTypes.map((t) => t.name));
  }

  /** `Shotgunner`, `Shotgunner 2/1/1` (combat/influence/eagles), or a card id (`blue-shotgunner-4`). */
  cardRef(text: string): Found<CardRef> {
    const t = text.trim();
    if (this.rules.actionCards.some((c) => c.id === t)) {
      const c = this.rules.actionCards.find((x) => x.id === t)!;
      return { ok: true, value: { typeId: c.cardTypeId, values: null, id: c.id, text } };
    }
    const m = /^(.*?)\s+(-?\d+)\s*\/\s*(-?\d+)\s*\/\s*(-?\d+)\s*$/.exec(t);
    const type = this.cardType(m ? m[1]! : t);
    if (!type.ok) return { ...type, kind: 'card', error: `unknown action card "${text}"` };
    return { ok: true, value: { typeId: type.value, values: m ? [Number(m[2]), Number(m[3]), Number(m[4])] : null, id: null, text } };
  }

  /** The cards of one deck matching a reference, in deck order. */
  cardsMatching(deckId: string, ref: CardRef): ActionCard[] {
    return this.rules.actionCards.filter(
      (c) =>
        c.deckId === deckId &&
        (ref.id === null || c.id === ref.id) &&
        c.cardTypeId === ref.typeId &&
        (ref.values === null || (c.combat === ref.values[0] && c.influence === ref.values[1] && c.eagles === ref.values[2])),
    );
  }

  worldEvent(text: string): Found<string> {
    const id = this.eventBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    return miss('world-event', 'world event', text, this.rules.worldEvents.map((e) => e.name));
  }

  victoryCard(text: string): Found<string> {
    const id = this.victoryBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    return miss('victory-card', 'victory card', text, this.rules.victoryCards.map((e) => e.name));
  }

  leader(text: string): Found<string> {
    const id = this.leaderBy.get(norm(text));
    if (id !== undefined) return { ok: true, value: id };
    return miss('leader', 'leader', text, this.rules.leaders.map((e) => e.name));
  }

  timeline(text: string | number): Found<string> {
    const id = this.timelineBy.get(norm(String(text)));
    if (id !== undefined) return { ok: true, value: id };
    return miss('timeline', 'Elizabeth timeline', String(text), this.rules.timelines.map((e) => e.name));
  }

  /** Display names, for messages. */
  locationName(id: string): string {
    return this.rules.board.locations.find((l) => l.id === id)?.name ?? id;
  }

  factionName(id: string): string {
    return this.rules.pack.factions.find((f) => f.id === id)?.name ?? id;
  }

  playerName(id: string): string {
    return this.colourName(id);
  }
}
