/**
 * The typed Ruleset from a pack whose files passed the schema and reference
 * checks: names become ids, decks and token stacks are expanded one entry per
 * physical component, defaults are filled in. It trusts its input (the
 * checks ran first); it is only called when they found no error.
 */
import type {
  ActionCard,
  ActionCardsFile,
  BoardFile,
  Board,
  CardType,
  Deck,
  DiceFile,
  Die,
  Faction,
  LeadersFile,
  Location,
  Pack,
  PackFile,
  Pieces,
  PiecesFile,
  PlayerColour,
  Ruleset,
  Setup,
  SetupFile,
  SourceRef,
  Sourced,
  TerritoryToken,
  TerritoryTokensFile,
  Timeline,
  TimelinesFile,
  VictoryCardsFile,
  WorldEventsFile,
} from './types.ts';
import { componentId } from './types.ts';

/** The data of each file, by stem, after validation. */
export interface ValidatedFiles {
  pack: PackFile;
  board: BoardFile;
  pieces: PiecesFile;
  dice: DiceFile;
  'action-cards': ActionCardsFile;
  'world-events': WorldEventsFile;
  'victory-cards': VictoryCardsFile;
  leaders: LeadersFile;
  timelines: TimelinesFile;
  'territory-tokens': TerritoryTokensFile;
  setup: SetupFile;
}

/** Provenance fields, copied without leaving `undefined` keys behind. */
function sourced(e: Sourced): Sourced {
  const s: Sourced = { provenance: e.provenance };
  if (e.reconstructed) s.reconstructed = [...e.reconstructed];
  if (e.note !== undefined) s.note = e.note;
  return s;
}

export function buildRuleset(files: ValidatedFiles, labelOf: (stem: string) => string): Ruleset {
  const src = (stem: string, path: string): SourceRef => ({ file: labelOf(stem), path });

  // Pack, factions, colours
  const p = files.pack;
  const factions: Faction[] = p.factions.map((f, i) => ({
    id: componentId(f.name),
    name: f.name,
    colourIds: [componentId(f.colours[0]), componentId(f.colours[1])],
    ...sourced(f),
    source: src('pack', `/factions/${i}`),
  }));
  const colours: PlayerColour[] = p.factions.flatMap((f) =>
    f.colours.map((c, i): PlayerColour => ({ id: componentId(c), name: c, factionId: componentId(f.name), rank: i === 0 ? 'main' : 'second' })),
  );
  const { provenance, reconstructed, note, ...constants } = p.rules;
  const pack: Pack = {
    id: p.id,
    name: p.name,
    version: p.version,
    factions,
    colours,
    rules: { ...constants, ...sourced({ provenance, reconstructed, note }) },
    fourPlayerTurnOrder: p.fourPlayerTurnOrder.map(componentId),
  };
  if (p.description !== undefined) pack.description = p.description;

  // Dice: pieces name a die by its name or its colour.
  const dice: Die[] = files.dice.dice.map((d, i) => {
    const die: Die = { id: componentId(d.name), name: d.name, colour: d.colour, use: d.use, faces: [...d.faces], ...sourced(d), source: src('dice', `/dice/${i}`) };
    if (d.inBox !== undefined) die.inBox = d.inBox;
    return die;
  });
  const dieId = (name: string): string => {
    const die = files.dice.dice.find((d) => d.name === name) ?? files.dice.dice.find((d) => d.colour === name);
    return componentId(die?.name ?? name);
  };

  const board = buildBoard(files.board, src);
  const pieces = buildPieces(files.pieces, dieId, src);

  // Action cards: card types, decks, and every physical card.
  const cardTypes: CardType[] = files['action-cards'].cardTypes.map((t, i) => ({
    id: componentId(t.name),
    name: t.name,
    factionIds: t.factions.map(componentId),
    ability: { ...t.ability },
    ...sourced(t),
    source: src('action-cards', `/cardTypes/${i}`),
  }));
  const typeByName = new Map(cardTypes.map((t) => [t.name, t]));
  const decks: Deck[] = [];
  const actionCards: ActionCard[] = [];
  files['action-cards'].decks.forEach((d, di) => {
    const deckId = componentId(d.colour);
    const perType = new Map<string, number>();
    const cardIds: string[] = [];
    d.cards.forEach((c, ci) => {
      const type = typeByName.get(c.type)!;
      for (let k = 0; k < c.count; k++) {
        const n = (perType.get(type.id) ?? 0) + 1;
        perType.set(type.id, n);
        const id = `${deckId}-${type.id}-${n}`;
        cardIds.push(id);
        actionCards.push({
          id,
          name: type.name,
          deckId,
          factionId: componentId(d.faction),
          cardTypeId: type.id,
          combat: c.combat,
          influence: c.influence,
          eagles: c.eagles,
          ability: type.ability,
          ...sourced(c),
          source: src('action-cards', `/decks/${di}/cards/${ci}`),
        });
      }
    });
    decks.push({ id: deckId, colourId: deckId, factionId: componentId(d.faction), cardIds, ...sourced(d), source: src('action-cards', `/decks/${di}`) });
  });

  const worldEvents = files['world-events'].events.map((e, i) => ({
    id: componentId(e.name),
    name: e.name,
    vote: { ...e.vote },
    text: e.text,
    effect: e.effect,
    bookerLocationId: componentId(e.booker),
    aggressive: e.aggressive,
    elizabeth: e.elizabeth,
    ...sourced(e),
    source: src('world-events', `/events/${i}`),
  }));

  const victoryCards = files['victory-cards'].cards.map((c, i) => ({
    id: componentId(c.name),
    name: c.name,
    points: c.points,
    scope: c.scope,
    text: c.text,
    condition: c.condition,
    ...sourced(c),
    source: src('victory-cards', `/cards/${i}`),
  }));

  const leaders = files.leaders.leaders.map((l, i) => ({
    id: componentId(l.name),
    name: l.name,
    factionId: componentId(l.faction),
    abilityName: l.abilityName,
    text: l.text,
    ability: l.ability,
    ...sourced(l),
    source: src('leaders', `/leaders/${i}`),
  }));

  const timelines: Timeline[] = files.timelines.timelines.map((t, i) => ({
    id: `timeline-${t.number}`,
    number: t.number,
    name: t.name,
    start: t.start,
    steps: t.steps.map((s, k) => ({
      id: `timeline-${t.number}-step-${k + 1}`,
      step: k + 1,
      text: s.text,
      effect: s.effect,
      ...sourced(s),
      source: src('timelines', `/timelines/${i}/steps/${k}`),
    })),
    ...sourced(t),
    source: src('timelines', `/timelines/${i}`),
  }));

  const territoryTokens: TerritoryToken[] = [];
  const perValue = new Map<string, number>();
  files['territory-tokens'].tokens.forEach((t, i) => {
    for (let k = 0; k < t.count; k++) {
      const key = `${t.combat}-${t.eagles}`;
      const n = (perValue.get(key) ?? 0) + 1;
      perValue.set(key, n);
      territoryTokens.push({ id: `territory-token-${key}-${n}`, combat: t.combat, eagles: t.eagles, ...sourced(t), source: src('territory-tokens', `/tokens/${i}`) });
    }
  });

  const setups = buildSetups(files.setup, src);

  return { pack, board, pieces, dice, cardTypes, decks, actionCards, worldEvents, victoryCards, leaders, timelines, territoryTokens, setups };
}

type Src = (stem: string, path: string) => SourceRef;

function buildBoard(b: BoardFile, src: Src): Board {
  const number = new Map(b.locations.map((l) => [componentId(l.name), l.number]));
  const locations: Location[] = b.locations.map((l, i) => ({
    id: componentId(l.name),
    number: l.number,
    name: l.name,
    territoryId: `territory-${l.territory.toLowerCase()}`,
    adjacentIds: [],
    adjacencyProvenance: {},
    ...sourced(l),
    source: src('board', `/locations/${i}`),
  }));
  const byId = new Map(locations.map((l) => [l.id, l]));
  for (const a of b.adjacency) {
    const [x, y] = a.between.map((n) => byId.get(componentId(n))!);
    if (!x || !y) continue;
    if (!x.adjacentIds.includes(y.id)) x.adjacentIds.push(y.id);
    if (!y.adjacentIds.includes(x.id)) y.adjacentIds.push(x.id);
    x.adjacencyProvenance[y.id] = a.provenance;
    y.adjacencyProvenance[x.id] = a.provenance;
  }
  for (const l of locations) l.adjacentIds.sort((m, n) => number.get(m)! - number.get(n)!);
  locations.sort((m, n) => m.number - n.number);
  const territories = b.territories.map((t, i) => ({
    id: `territory-${t.letter.toLowerCase()}`,
    letter: t.letter,
    name: t.name,
    victoryPoints: t.victoryPoints,
    locationIds: locations.filter((l) => l.territoryId === `territory-${t.letter.toLowerCase()}`).map((l) => l.id),
    ...sourced(t),
    source: src('board', `/territories/${i}`),
  }));
  const skyLines = b.skyLines.map((s, i) => ({
    id: componentId(s.name),
    name: s.name,
    spaceLocationIds: s.spaces.map(componentId),
    ...sourced(s),
    source: src('board', `/skyLines/${i}`),
  }));
  return { territories, locations, skyLines };
}

function buildPieces(p: PiecesFile, dieId: (name: string) => string, src: Src): Pieces {
  return {
    unitKinds: p.unitKinds.map((u, i) => ({
      id: u.kind,
      kind: u.kind,
      base: u.base,
      cost: u.cost,
      combatDieId: dieId(u.combatDie),
      ...sourced(u),
      source: src('pieces', `/unitKinds/${i}`),
    })),
    figures: p.figures.map((f, i) => {
      const figure: Pieces['figures'][number] = {
        id: componentId(f.name),
        name: f.name,
        kind: f.kind,
        factionIds: f.factions.map(componentId),
        sharedByFaction: f.sharedByFaction ?? false,
        ...sourced(f),
        source: src('pieces', `/figures/${i}`),
      };
      if (f.skyLine) figure.skyLine = { ...f.skyLine };
      if (f.text !== undefined) figure.text = f.text;
      return figure;
    }),
    structures: p.structures.map((s, i) => ({
      id: componentId(s.name),
      name: s.name,
      cost: s.cost,
      combatDieId: dieId(s.combatDie),
      retreatDestination: s.retreatDestination ?? false,
      countsInAdjacentLocations: s.countsInAdjacentLocations ?? false,
      ownerDiceBonus: s.ownerDiceBonus ?? 0,
      text: s.text,
      ...sourced(s),
      source: src('pieces', `/structures/${i}`),
    })),
    colourSets: p.colourSets.map((c, i) => ({
      id: componentId(c.colour),
      colourId: componentId(c.colour),
      factionId: componentId(c.faction),
      units: c.units.map((u) => ({ pieceId: componentId(u.piece), count: u.count })),
      structures: c.structures.map((s) => ({ pieceId: componentId(s.piece), count: s.count })),
      ...sourced(c),
      source: src('pieces', `/colourSets/${i}`),
    })),
    booker: {
      id: 'booker',
      combatDice: { dieId: dieId(p.booker.combatDice.die), count: p.booker.combatDice.count },
      voteDieId: dieId(p.booker.voteDie),
      ...sourced(p.booker),
      source: src('pieces', '/booker'),
    },
    elizabeth: {
      id: 'elizabeth',
      ...(p.elizabeth.text !== undefined ? { text: p.elizabeth.text } : {}),
      ...sourced(p.elizabeth),
      source: src('pieces', '/elizabeth'),
    },
  };
}

function buildSetups(s: SetupFile, src: Src): Setup[] {
  return s.setups.map((setup, i) => ({
    id: componentId(setup.name),
    name: setup.name,
    players: setup.players,
    handSize: setup.handSize,
    victoryCardsRevealed: setup.victoryCardsRevealed,
    leadersPerSeat: setup.leadersPerSeat,
    territoryTokens: setup.territoryTokens,
    seats: setup.seats.map((seat) => ({
      colourId: componentId(seat.colour),
      factionId: componentId(seat.faction),
      actionDeckId: componentId(seat.actionDeck),
      startingEagles: seat.startingEagles,
      supply: seat.supply.map((sup) => ({
        colourId: componentId(sup.colour),
        ...(sup.unitKinds ? { unitKinds: [...sup.unitKinds] } : {}),
        structures: sup.structures,
      })),
      start: seat.start.map((sp) => ({
        locationId: componentId(sp.location),
        pieces: sp.pieces.map((pc) => ({ pieceId: componentId(pc.piece), count: pc.count ?? 1, colourId: componentId(pc.colour ?? seat.colour) })),
        ...sourced(sp),
      })),
      ...sourced(seat),
    })),
    ...sourced(setup),
    source: src('setup', `/setups/${i}`),
  }));
}
