/**
 * Shared helpers for the effect language tests: a small world of Columbia
 * names (written out here, not read from the rules texts) and shortcuts that
 * parse and check a string the way the content loader does.
 */
import { analyzeEffect, countParses, type Analysis, type EffectWorld, type EffectContextKind } from './api.ts';
import type { Program } from '../../interpreter/effect-ir/index.ts';
import type { EffectProblem } from './api.ts';

export const WORLD: EffectWorld = {
  locations: [
    'Order of the Raven', 'Raffle Square', 'Town Center', 'Monument Island', 'Bank of the Prophet',
    'Our Lady Cemetery', 'Z.H. Comstock Victory Square', 'Laboratory Lutece', 'Garden of New Eden',
    'Comstock Center', 'Hall of Heroes', "Soldier's Field", 'Battleship Bay', 'Fink MFG', 'Shanty Town',
  ],
  territories: ['Welcome Center', 'Emporia', 'Finkton'],
  unitTypes: ['Comstock', 'Songbird', 'Saltonstall', 'Daisy', 'Airship', 'Herzog', 'Handyman'],
  structureTypes: ['Stronghold', 'Turret', 'Alarm'],
  cardTypes: ['Handyman', 'Shotgunner', 'Motorized Patriot', 'Boys of Silence', 'Bucking Bronco'],
  worldEvents: ['Power Outage'],
  victoryCards: ['Established', 'Dominion', 'Heart in Hand'],
  leaders: ['Jeremiah Fink', 'Daisy Fitzroy'],
  factions: ['Founders', 'Vox Populi'],
};

export function analyze(text: string, context: EffectContextKind = 'any', world: EffectWorld = WORLD): Analysis {
  return analyzeEffect(text, { context, world });
}

/** The problems of a string, as `CODE line:col-endLine:endCol` (errors and warnings). */
export function problems(text: string, context: EffectContextKind = 'any'): string[] {
  return analyze(text, context).diagnostics.map((d) => `${d.code} ${d.loc.line}:${d.loc.col}-${d.loc.endLine}:${d.loc.endCol}`);
}

export function codes(text: string, context: EffectContextKind = 'any'): string[] {
  return analyze(text, context).diagnostics.map((d) => d.code);
}

/** Parses and checks with no problem at all; returns the program the engine runs. */
export function ok(text: string, context: EffectContextKind = 'any'): Program {
  const r = analyze(text, context);
  if (r.diagnostics.length > 0 || !r.program) {
    throw new Error(`expected no problems in ${JSON.stringify(text)} (${context}), got:\n` + r.diagnostics.map((d) => `  ${d.code} ${d.loc.line}:${d.loc.col} ${d.message}${d.hint ? ` (${d.hint})` : ''}`).join('\n'));
  }
  return r.program;
}

/** The one problem a string has. */
export function only(text: string, context: EffectContextKind = 'any'): EffectProblem {
  const r = analyze(text, context);
  if (r.diagnostics.length !== 1) {
    throw new Error(`expected exactly one problem in ${JSON.stringify(text)}, got ${r.diagnostics.length}:\n` + r.diagnostics.map((d) => `  ${d.code} ${d.message}`).join('\n'));
  }
  return r.diagnostics[0]!;
}

export function parses(text: string, context: EffectContextKind = 'any'): number {
  return countParses(text, { context });
}

/** The 1-based column of `needle` in the single-line `text`. */
export function colOf(text: string, needle: string): number {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${needle} not in ${text}`);
  return i + 1;
}
