import { createEngine, findNonJson, randomBot, type Choice, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from './toy/dice-race.ts';

export const race: Engine<RaceG, RaceRules> = createEngine(diceRace, raceRules);

/** Plays a bot game on the default (copying) path, checking every decision point with `visit`. */
export function botGame(
  seed: string | number,
  botSeed: string | number = seed,
  visit: (state: GameState<RaceG>) => void = () => {},
): { states: GameState<RaceG>[]; choices: Choice[] } {
  const bot = randomBot(botSeed);
  let { state } = race.start({ seed, players: ['p1', 'p2'] });
  const states = [state];
  const choices: Choice[] = [];
  visit(state);
  while (state.over === null) {
    const c = bot.choose(race, state);
    const r = race.apply(state, c);
    if (!r.ok) throw new Error(r.reason);
    choices.push(c);
    state = r.state;
    states.push(state);
    visit(state);
  }
  return { states, choices };
}

export function expectPlainJson(value: unknown): void {
  const problem = findNonJson(value);
  if (problem !== null) throw new Error(`not plain JSON: ${problem}`);
}
