/** Where a fact comes from, as every pack entry says it (see docs/CONTENT.md, "Provenance"). */
export interface Sourced {
  provenance: 'rulebook' | 'reconstructed';
  reconstructed?: string[];
  note?: string;
}
