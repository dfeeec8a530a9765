/**
 * Which part of rulewright produced a diagnostic, from its code. Each
 * producer gets its own Monaco marker owner, so re-running one never wipes
 * another's markers (or monaco-yaml's).
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';

export const PRODUCERS = ['yaml', 'schema', 'effects', 'references', 'counts', 'lint', 'pack'] as const;
export type Producer = (typeof PRODUCERS)[number];

export function producerOf(code: string): Producer {
  if (code.startsWith('RW-YAML-')) return 'yaml';
  if (code.startsWith('RW-SCHEMA-')) return 'schema';
  if (code.startsWith('RW-DSL-') || code.startsWith('RW-EFFECT-')) return 'effects';
  if (code.startsWith('RW-REF-')) return 'references';
  if (code.startsWith('RW-COUNT-')) return 'counts';
  if (code.startsWith('RW-LINT-')) return 'lint';
  return 'pack';
}

export function markerOwner(producer: Producer): string {
  return `rulewright.${producer}`;
}

export function producerLabel(producer: Producer): string {
  return {
    yaml: 'YAML',
    schema: 'schema',
    effects: 'effect language',
    references: 'references',
    counts: 'component counts',
    lint: 'lint',
    pack: 'pack',
  }[producer];
}

/** Groups diagnostics by file and producer, for `setModelMarkers`. */
export function groupForMarkers(diagnostics: readonly Diagnostic[]): Map<string, Map<Producer, Diagnostic[]>> {
  const out = new Map<string, Map<Producer, Diagnostic[]>>();
  for (const d of diagnostics) {
    const byProducer = out.get(d.file) ?? new Map<Producer, Diagnostic[]>();
    const p = producerOf(d.code);
    const list = byProducer.get(p) ?? [];
    list.push(d);
    byProducer.set(p, list);
    out.set(d.file, byProducer);
  }
  return out;
}
