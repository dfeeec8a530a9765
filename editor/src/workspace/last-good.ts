/**
 * The last text of each file that read as YAML. While a designer is in the
 * middle of typing (`x: [` half-written), the tree, the card preview and
 * whatever else shows the file's content keep showing it as it last read,
 * instead of dropping it; Problems says what is wrong meanwhile.
 */
import { parseDocument } from 'yaml';

export class LastGoodTexts {
  /** Per file: the text last looked at, whether it read, and the last one that did. */
  private seen = new Map<string, { text: string; reads: boolean; good: string | undefined }>();

  /** Whether `text` reads as YAML (remembered per file, so an unchanged file is not parsed again). */
  reads(path: string, text: string): boolean {
    const before = this.seen.get(path);
    if (before?.text === text) return before.reads;
    const reads = parseDocument(text).errors.length === 0;
    this.seen.set(path, { text, reads, good: reads ? text : (before?.good ?? undefined) });
    return reads;
  }

  /** The text to show for a file: the current one if it reads, else the last that did (else the current one). */
  shown(path: string, text: string): string {
    if (this.reads(path, text)) return text;
    return this.seen.get(path)?.good ?? text;
  }

  /**
   * Takes texts as they are, unparsed: the files as loaded (a file that does
   * not read from the start has nothing better to fall back on anyway).
   */
  seed(texts: ReadonlyMap<string, string>): void {
    for (const [path, text] of texts) this.seen.set(path, { text, reads: true, good: text });
  }

  /** Every file's text to show. */
  all(texts: ReadonlyMap<string, string>): Map<string, string> {
    for (const path of [...this.seen.keys()]) if (!texts.has(path)) this.seen.delete(path);
    return new Map([...texts].map(([path, text]) => [path, this.shown(path, text)]));
  }
}
