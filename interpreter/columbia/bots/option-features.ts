/**
 * The named numbers of an option a YAML bot's `if` and `by` expressions read
 * (FEATURES in features.ts), the heuristic's own score among them.
 */
import type { Decision, Option } from '../../core/index.ts';
import type { BoardView } from './board-view.ts';
import { readOption, type Features, type OptionInfo } from './features.ts';
import { scoreOption } from './heuristic.ts';
import { dieMean, unitDie, values, voteFavours } from './worth.ts';

/** The named numbers of one option (see FEATURES in features.ts). */
export function optionFeatures(view: BoardView, d: Decision, o: Option, info: OptionInfo = readOption(view, o)): Features {
  const f: Features = {
    odds: 1,
    enemies: 0,
    mine: 0,
    here: 0,
    advantage: 0,
    hostile: 0,
    token: 0,
    booker: 0,
    territory: 0,
    completes: 0,
    frontier: 0,
    threat: 0,
    leaves: 0,
    cost: 0,
    die: 0,
    unit: 0,
    structure: 0,
    combat: 0,
    influence: 0,
    eagles: 0,
    vp: 0,
    favours: 0,
    heuristic: 0,
  };
  const loc = info.to ?? (d.kind === 'retreat' && view.g.locations[o.id] ? o.id : null);
  if (loc !== null && view.g.locations[loc] !== undefined) {
    const v = view.location(loc);
    const dice = info.verb === 'move' || info.verb === 'ride' ? unitDie(view, info.unit) : [];
    f.enemies = v.enemies;
    f.mine = v.mine;
    f.hostile = view.hostile(loc) ? 1 : 0;
    f.token = v.token !== null ? 1 : 0;
    f.booker = v.booker ? 1 : 0;
    f.odds = f.hostile ? view.attackOdds(loc, dice, 2) : 1;
    const enemy = view.enemyFaction();
    f.advantage = view.sideStrength(view.faction, loc, dice).mean - view.sideStrength(enemy, loc).mean - (v.token?.combat.mean ?? 0);
    const after = view.territoryShare(v.territory, loc);
    f.territory = after.share;
    const before = view.territoryShare(v.territory);
    f.completes = after.missing === 0 && before.missing > 0 ? after.points : 0;
    f.frontier = view.frontier(loc);
    f.threat = view.threat(loc);
  }
  if (info.from !== null) {
    f.here = view.location(info.from).mine;
    if (!view.keepsControlWithout(info.from)) f.leaves = 1;
  }
  const price = (o.data as { price?: unknown } | null)?.price;
  if (typeof price === 'number') f.cost = price;
  if (info.verb === 'recruit') {
    f.unit = 1;
    const kind = view.rules.pieces.figures.find((x) => x.id === info.piece)?.kind ?? info.piece ?? 'common';
    f.die = dieMean(view, view.ix.unitKind[kind]?.combatDieId);
  } else if (info.verb === 'build') {
    f.structure = 1;
    f.die = dieMean(view, view.ix.structure[info.piece ?? '']?.combatDieId);
  }
  const card = info.card ?? (view.ix.card[o.id] ? o.id : null);
  if (card !== null && view.ix.card[card]) {
    const v = values(view, card);
    f.combat = v.combat;
    f.influence = v.influence;
    f.eagles = v.eagles;
  }
  if (info.verb === 'claim') f.vp = view.ix.victoryCard[info.card ?? '']?.points ?? 0;
  else if (d.kind === 'claim-victory-card') f.vp = view.ix.victoryCard[o.id]?.points ?? 0;
  if (d.kind === 'vote-cards' || d.kind === 'vote-sign') f.favours = voteFavours(view) ? 1 : 0;
  f.heuristic = scoreOption(view, d, o, info);
  return f;
}
