/**
 * Text that came from a file (a saved game, a content file, a scenario) made
 * safe to put in a message for a terminal or a log: control characters
 * (terminal escape sequences, carriage returns, bidirectional overrides)
 * shown as visible escapes instead of acting on the terminal, and a long
 * value cut to a length a person reads, saying how much was left out. A file
 * is whatever its author wrote: a 50 MB field or `ESC ]0;title BEL` must not
 * reach the terminal as it is.
 */

/** Longest value `quoteText` shows by default, in characters. */
export const QUOTE_MAX = 120;
/** Longest message `safeMessage` passes on, in characters. */
export const MESSAGE_MAX = 2000;

/**
 * C0 and C1 control characters, DEL, and the invisible characters that
 * reorder or hide text on a terminal (bidirectional overrides and isolates,
 * line and paragraph separators, the byte order mark).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function escapeOne(c: string): string {
  switch (c) {
    case '\n':
      return '\\n';
    case '\r':
      return '\\r';
    case '\t':
      return '\\t';
    case '\u001b':
      return '\\e';
    default:
      return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }
}

/**
 * `text` with every control or invisible formatting character written as a
 * visible escape (`\e`, `\n`, `\u0007`). `keepLines`: line breaks and tabs
 * stay (a message of ours laid out on several lines), everything else is escaped.
 */
export function escapeControls(text: string, keepLines = false): string {
  return text.replace(UNSAFE, (c) => (keepLines && (c === '\n' || c === '\t') ? c : escapeOne(c)));
}

/** Whether `text` holds a character `escapeControls` would rewrite. */
export function hasControls(text: string): boolean {
  // A fresh expression without the global flag: `test` on a global one would move its lastIndex.
  return new RegExp(UNSAFE.source).test(text);
}

/**
 * `text` cut to `max` characters (never inside a surrogate pair), with how
 * many more there were: `abc… (1,234,567 more characters)`.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = Math.max(0, max);
  const code = text.charCodeAt(cut - 1);
  if (cut > 0 && code >= 0xd800 && code <= 0xdbff) cut--;
  return `${text.slice(0, cut)}… (${(text.length - cut).toLocaleString('en-US')} more characters)`;
}

/**
 * A value from a file as a message shows it: in double quotes, control
 * characters escaped, cut to `max` characters. Not a string (a number, an
 * object, null): its JSON, treated the same way.
 */
export function quoteText(value: unknown, max = QUOTE_MAX): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  // Cut first (a 50 MB value is never escaped whole), then escape what is shown.
  const shown = text.length > max ? text.slice(0, max) : text;
  const body = escapeControls(shown).replace(/"/g, '\\"');
  const more = text.length > shown.length ? `… (${(text.length - shown.length).toLocaleString('en-US')} more characters)` : '';
  return typeof value === 'string' ? `"${body}"${more}` : `${body}${more}`;
}

/**
 * A whole message whose parts may come from files: control characters
 * escaped (line breaks and tabs kept: the message's own layout), cut to `max`
 * characters.
 */
export function safeMessage(text: string, max = MESSAGE_MAX): string {
  return escapeControls(clip(text, max), true);
}

/**
 * A name from a file (an id, a seed, a file path) as a message shows it: as
 * it is when it is plain (letters, digits, `_ - . / :` and spaces, at most
 * `max` characters), so everyday messages read as before; quoted by
 * `quoteText` otherwise.
 */
export function nameText(value: unknown, max = 80): string {
  if ((typeof value === 'string' || typeof value === 'number') && /^[\p{L}\p{N} _./:-]*$/u.test(String(value)) && String(value).length <= max && String(value).trim() !== '') {
    return String(value);
  }
  return quoteText(value, max);
}
