/**
 * Colours for the effect language inside YAML strings. Monaco's YAML grammar
 * sees one string; this finds the verbs, keywords, timings, names and numbers
 * inside it. A light lexer over the source text (not the parser): it must
 * colour half-typed, invalid effects too. Pure: text in, spans out.
 */
import type { EffectRange } from './effect-ranges.ts';

export type EffectTokenKind = 'verb' | 'keyword' | 'timing' | 'name' | 'number' | 'proper' | 'comment';

export interface EffectToken {
  /** Source offsets in the YAML file. */
  start: number;
  end: number;
  kind: EffectTokenKind;
}

/** Used until the registry has loaded: the spec's timing windows and durations. */
export const TIMINGS = [
  'before dice',
  'after dice',
  'when I win this combat',
  'when I lose this combat',
  'when I become first player',
  'when I claim a victory card',
  'at the start of my turn',
  'at the end of the round',
  'for the rest of the game',
  'this combat',
  'this turn',
  'this round',
];

/** The structural words worth colouring (not every article and preposition: that would be noise). */
export const KEYWORDS = [
  'if',
  'otherwise',
  'for each',
  'each',
  'choose',
  'may',
  'as',
  'and',
  'or',
  'not',
  'count',
  'the number of',
  'instead',
  'instead of',
  'without upgrades',
  'I choose to',
  'there is',
  'there are',
  'at least',
  'at most',
  'more than',
  'fewer than',
  'less than',
  'up to',
  'is not',
  'while',
  'until',
  'whenever',
];

export interface HighlightWords {
  /** Every written form of every verb. */
  verbs: readonly string[];
  timings: readonly string[];
  keywords: readonly string[];
  proper: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function phraseRegex(phrases: readonly string[]): RegExp | undefined {
  if (phrases.length === 0) return undefined;
  const sorted = [...phrases].sort((a, b) => b.length - a.length).map((p) => escape(p).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\w-])(?:${sorted.join('|')})(?![\\w-])`, 'g');
}

export interface Highlighter {
  tokens(source: string, ranges: readonly EffectRange[]): EffectToken[];
}

export function createHighlighter(words: Partial<HighlightWords> = {}): Highlighter {
  const timing = phraseRegex(words.timings ?? TIMINGS);
  const keyword = phraseRegex(words.keywords ?? KEYWORDS);
  const proper = phraseRegex(words.proper ?? []);
  const verb = phraseRegex(words.verbs ?? []);

  return {
    tokens(source, ranges) {
      const out: EffectToken[] = [];
      for (const r of ranges) {
        let from = r.start;
        let to = r.end;
        if (r.style === 'double' || r.style === 'single') {
          from += 1;
          to -= 1;
        } else if (r.style === 'block' || r.style === 'folded') {
          const nl = source.indexOf('\n', from);
          from = nl === -1 ? to : nl + 1;
        }
        if (to <= from) continue;
        const text = source.slice(from, to);
        const taken: Array<[number, number]> = [];
        const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
        const take = (re: RegExp | undefined, kind: EffectTokenKind) => {
          if (!re) return;
          re.lastIndex = 0;
          for (let m = re.exec(text); m !== null; m = re.exec(text)) {
            const s = m.index;
            const e = s + m[0].length;
            if (e === s) {
              re.lastIndex++;
              continue;
            }
            if (!free(s, e)) continue;
            taken.push([s, e]);
            out.push({ start: from + s, end: from + e, kind });
          }
        };
        // Order matters: comments and quoted names first, so nothing inside them is coloured as a keyword.
        take(/#[^\n]*/g, 'comment');
        take(r.style === 'double' ? /\\"(?:[^"\\\n]|\\(?!"))*\\"/g : /"[^"\n]*"/g, 'name');
        take(timing, 'timing');
        take(verb, 'verb');
        take(keyword, 'keyword');
        take(proper, 'proper');
        take(/(?<![\w-])\d+(?![\w-])/g, 'number');
      }
      return out.sort((a, b) => a.start - b.start);
    },
  };
}
