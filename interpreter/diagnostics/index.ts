/**
 * The diagnostics layer's public face: the one Diagnostic type every layer
 * reports with, did-you-mean, and the quoting every message that shows text
 * from a file goes through, and prose filled to a terminal's width.
 */
export { compareDiagnostics, formatDiagnostic, hasErrors, type Diagnostic, type Position, type Severity } from './diagnostic.ts';
export { didYouMean, editDistance, suggest } from './suggest.ts';
export { clip, escapeControls, hasControls, MESSAGE_MAX, nameText, QUOTE_MAX, quoteText, safeMessage } from './quote.ts';
export { fillText, fillWords, TERMINAL_WIDTH } from './fill.ts';
