/**
 * What a new test-play game of Columbia may fix instead of drawing it: each
 * player's leader (one of their faction's) and the timeline. The answers
 * become the scenario keys `leaders` and `timeline`, which Columbia's
 * position builder lays over the dealt game.
 */
import type { Json, PlayerId } from '../../core/index.ts';
import type { NewGameChoice } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';

const LEADER = 'leader:';

export function columbiaNewGameChoices(rules: Ruleset, players: readonly PlayerId[]): NewGameChoice[] {
  const out: NewGameChoice[] = [{ id: 'timeline', label: 'Timeline', options: rules.timelines.map((t) => ({ id: t.name, label: `${t.number}. ${t.name}` })) }];
  for (const p of players) {
    const faction = rules.pack.colours.find((c) => c.id === p)?.factionId;
    out.push({ id: `${LEADER}${p}`, label: 'Leader', player: p, options: rules.leaders.filter((l) => l.factionId === faction).map((l) => ({ id: l.name, label: l.name })) });
  }
  return out;
}

export function columbiaNewGameScenario(_rules: Ruleset, answers: Readonly<Record<string, string>>): Record<string, Json> {
  const out: Record<string, Json> = {};
  const leaders: Record<string, string> = {};
  for (const [id, answer] of Object.entries(answers)) if (id.startsWith(LEADER)) leaders[id.slice(LEADER.length)] = answer;
  if (Object.keys(leaders).length > 0) out['leaders'] = leaders;
  if (answers['timeline']) out['timeline'] = { name: answers['timeline'] };
  return out;
}
