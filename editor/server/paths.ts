/**
 * The content server's rules for a path, checked on its text before the file
 * system is touched: what may be named at all (relative, plain `/`, no `..`,
 * no hidden part, YAML only, names any file system takes the same way), and
 * where scenario and bot files may go (their kind's folder of their pack,
 * never `scenarios/golden/`).
 *
 * A name must mean one file on every system a designer's folder may live on:
 * Windows reads `con.yaml` as a device, `board.yaml:x` as a stream of
 * board.yaml, `golden.` and `golden ` as `golden`, `GOLDEN~1` as golden's
 * short name, and macOS and Windows read `Golden` as `golden`. Those are
 * refused or compared as the file system would.
 */
import { ContentApiError } from './errors.ts';

export const CONTENT_EXTENSIONS = ['.yaml', '.yml'];
export const MAX_PATH_LENGTH = 512;
/**
 * Longest file or folder name, in UTF-8 bytes. File systems take 255; a save
 * writes `.<name>.<uuid>.tmp` beside the file (42 bytes more), so a name of
 * 214 bytes or more failed inside the write (a 500) instead of being refused.
 */
export const MAX_NAME_BYTES = 200;

/** The folders of a pack that hold one file per scenario or bot, in sub-folders as the designer files them. */
export const KIND_FOLDERS: readonly string[] = ['scenarios', 'bots'];
/** `<pack>/scenarios/golden/` holds the golden playthrough records, never scenarios. */
export const GOLDEN_FOLDER = 'golden';

/** Device names Windows reserves whatever the extension (`con.yaml` is the console). */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
/** Characters Windows refuses in a name; `:` would name an NTFS stream (`board.yaml:x`, `golden::$INDEX_ALLOCATION`). */
// eslint-disable-next-line no-control-regex -- control characters are refused
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f\u007f]/;

function refuse(code: string, message: string): ContentApiError {
  return new ContentApiError(400, code, message);
}

/** One segment's problems that make it name something else on some file system. */
function checkSegment(segment: string): void {
  if (Buffer.byteLength(segment, 'utf8') > MAX_NAME_BYTES) {
    throw refuse('RW-EDITOR-PATH-TOO-LONG', `A file or folder name may be at most ${MAX_NAME_BYTES} bytes ("${segment.slice(0, 40)}…" is longer).`);
  }
  if (WINDOWS_FORBIDDEN.test(segment)) {
    throw refuse('RW-EDITOR-PATH-CHARACTER', 'File and folder names may not contain < > : " | ? * or control characters (Windows refuses them; ":" names a hidden stream of a file).');
  }
  if (/[. ]$/.test(segment)) {
    throw refuse('RW-EDITOR-PATH-TRAILING', 'A file or folder name may not end with a dot or a space (Windows drops them, so it would name another file).');
  }
  if (WINDOWS_DEVICES.test(segment.split('.')[0]!.trimEnd())) {
    throw refuse('RW-EDITOR-PATH-RESERVED', `"${segment}" is a device name on Windows (CON, PRN, AUX, NUL, COM1-9, LPT1-9), whatever its extension: choose another name.`);
  }
  if (/~\d/.test(segment)) {
    throw refuse('RW-EDITOR-PATH-SHORT-NAME', `"${segment}" looks like a Windows short name (NAME~1), which can stand for another file or folder: choose another name.`);
  }
}

/**
 * Checks the shape of a requested path without touching the disk.
 * Returns the normalised segments; throws a ContentApiError for anything unsafe.
 */
export function checkPathShape(requested: unknown): string[] {
  if (typeof requested !== 'string' || requested.length === 0) {
    throw refuse('RW-EDITOR-PATH-MISSING', 'A content file path is required, e.g. "my-pack/board.yaml".');
  }
  if (requested.length > MAX_PATH_LENGTH) {
    throw refuse('RW-EDITOR-PATH-TOO-LONG', `A content path may be at most ${MAX_PATH_LENGTH} characters.`);
  }
  if (requested.includes('\0')) {
    throw refuse('RW-EDITOR-PATH-NUL', 'A content path may not contain a NUL character.');
  }
  if (requested.includes('\\')) {
    throw refuse('RW-EDITOR-PATH-BACKSLASH', 'Content paths use "/" as the separator; backslashes are refused.');
  }
  if (requested.includes('%')) {
    // The query string has already been decoded once; a `%` left over is a second layer of encoding (`%2F`, `%2e%2e`).
    throw refuse('RW-EDITOR-PATH-ENCODED', 'A content path may not contain percent-encoded characters.');
  }
  if (requested.startsWith('/') || /^[A-Za-z]:/.test(requested)) {
    throw refuse('RW-EDITOR-PATH-ABSOLUTE', 'Content paths are relative to the content folder, e.g. "my-pack/board.yaml".');
  }
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(requested)) {
    throw refuse('RW-EDITOR-PATH-CHARACTER', 'A content path must be valid Unicode text.');
  }
  const segments = requested.split('/');
  for (const segment of segments) {
    if (segment === '..') {
      throw refuse('RW-EDITOR-PATH-TRAVERSAL', 'A content path may not contain "..": files outside the content folder are out of reach.');
    }
    if (segment === '' || segment === '.') {
      throw refuse('RW-EDITOR-PATH-MALFORMED', 'A content path may not contain empty or "." segments.');
    }
    if (segment.startsWith('.')) {
      throw refuse('RW-EDITOR-PATH-HIDDEN', 'Hidden files and folders in the content folder are not editable.');
    }
    checkSegment(segment);
  }
  const last = segments[segments.length - 1]!.toLowerCase();
  if (!CONTENT_EXTENSIONS.some((ext) => last.endsWith(ext))) {
    throw refuse('RW-EDITOR-NOT-YAML', 'Only .yaml and .yml content files can be read or written.');
  }
  return segments;
}

/** A name as a case-insensitive file system compares it (macOS, Windows): `Golden` is `golden`. */
export function foldName(segment: string): string {
  return segment.normalize('NFC').toLowerCase();
}

/** Whether the path runs through a `scenarios/golden/` folder, at any depth, however its letters are cased. */
export function inGolden(segments: readonly string[]): boolean {
  for (let i = 0; i + 1 < segments.length - 1; i++) {
    if (foldName(segments[i]!) === 'scenarios' && foldName(segments[i + 1]!) === GOLDEN_FOLDER) return true;
  }
  return false;
}

/** Where a path sits among a pack's kind folders: its pack and kind, or null for the pack's other files. */
export interface KindPlace {
  /** The pack's folder as the API names it ('' when the content folder is the pack itself). */
  pack: string;
  kind: string;
  /** Under `<pack>/scenarios/golden/`. */
  golden: boolean;
}

/**
 * The kind place of a path, `packDepth` segments below the content folder
 * being the pack's folder: 1 when the content folder holds packs
 * (`my-pack/scenarios/x.yaml`), 0 when it is a pack (`scenarios/x.yaml`).
 */
export function kindPlaceOf(segments: readonly string[], packDepth: number): KindPlace | null {
  const kindAt = packDepth;
  if (segments.length < kindAt + 2) return null;
  const kind = KIND_FOLDERS.find((k) => foldName(k) === foldName(segments[kindAt]!));
  if (kind === undefined) return null;
  return { pack: segments.slice(0, kindAt).join('/'), kind, golden: inGolden(segments) };
}

/** The folder a kind place names, as the API names it: `my-pack/scenarios` or `scenarios`. */
export function kindFolder(place: KindPlace): string {
  return place.pack === '' ? place.kind : `${place.pack}/${place.kind}`;
}

export function refuseGolden(path: string): ContentApiError {
  return new ContentApiError(
    400,
    'RW-EDITOR-GOLDEN',
    `"${path}" is in scenarios/${GOLDEN_FOLDER}/, which holds the golden playthrough records (rewritten by "rulewright scenario --update-golden"), not scenarios: choose another folder.`,
  );
}
