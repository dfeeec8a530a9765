/**
 * Text from a file put into a message: quoted, cut short, its control
 * characters shown as escapes so the file cannot drive the terminal.
 */
import { describe, expect, it } from 'vitest';
import { clip, escapeControls, nameText, quoteText, safeMessage } from '../../interpreter/diagnostics/quote.ts';
import { formatDiagnostic } from '../../interpreter/diagnostics/diagnostic.ts';

// eslint-disable-next-line no-control-regex -- the test looks for control characters
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const TITLE_AND_CLEAR = '\u001b]0;pwned\u0007\u001b[2J\u001b[H';

describe('text from a file in a message', () => {
  it('shows terminal escape sequences, bells, carriage returns and bidirectional overrides as visible escapes', () => {
    const shown = escapeControls(`${TITLE_AND_CLEAR}fake\rline\u202eevil\u009b1m`);
    expect(shown).not.toMatch(CONTROLS);
    expect(shown).toBe('\\e]0;pwned\\u0007\\e[2J\\e[Hfake\\rline\\u202eevil\\u009b1m');
  });

  it('quotes a value, escapes its quotes and cuts a huge one, saying how much was left out', () => {
    expect(quoteText('a "b"')).toBe('"a \\"b\\""');
    const q = quoteText('x'.repeat(50 * 1024 * 1024), 20);
    expect(q).toBe(`"${'x'.repeat(20)}"… (52,428,780 more characters)`);
    expect(quoteText(null)).toBe('null');
    expect(quoteText({ a: TITLE_AND_CLEAR })).not.toMatch(CONTROLS);
  });

  it('never cuts a character in half', () => {
    expect(clip('ab😀cd', 3)).toBe('ab… (4 more characters)');
  });

  it('keeps the line breaks of a message of ours, and escapes every other control character', () => {
    expect(safeMessage(`one\ntwo${TITLE_AND_CLEAR}`)).toBe('one\ntwo\\e]0;pwned\\u0007\\e[2J\\e[H');
  });

  it('a diagnostic line carries no control character from the file, its name or its message', () => {
    const line = formatDiagnostic({ file: `a${TITLE_AND_CLEAR}.yaml`, line: 1, col: 1, end: { line: 1, col: 2 }, severity: 'error', code: 'RW-X', message: `unknown name "${TITLE_AND_CLEAR}"`, hint: `did you mean ${TITLE_AND_CLEAR}?` });
    expect(line).not.toMatch(CONTROLS);
    expect(formatDiagnostic({ file: 'a.yaml', line: 1, col: 1, end: { line: 1, col: 2 }, severity: 'error', code: 'RW-X', message: 'y'.repeat(100_000) }).length).toBeLessThan(2100);
  });

  it('shows a plain name as it is and quotes any other', () => {
    expect(nameText('content/columbia/scenarios/a-b.yaml')).toBe('content/columbia/scenarios/a-b.yaml');
    expect(nameText(42)).toBe('42');
    expect(nameText('Hall of Heroes')).toBe('Hall of Heroes');
    expect(nameText(`x${TITLE_AND_CLEAR}`)).toBe('"x\\e]0;pwned\\u0007\\e[2J\\e[H"');
    expect(nameText('')).toBe('""');
  });
});
