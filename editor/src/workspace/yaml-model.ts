/**
 * A content file's Monaco model, with its language fixed to YAML.
 *
 * `monaco.editor.createModel(text, 'yaml', uri)` gives the model a language
 * *selection* that follows the language registry: every model adds one
 * listener to the language service's change emitter, and past 200 models
 * (a folder of four packs holds 300+ files) Monaco reports "potential
 * listener LEAK detected" on it. A content file is always YAML, so the model
 * is given the language by id, which drops that listener (TextModel's
 * `setLanguage(id: string)` clears its selection listener); nothing is lost.
 */
import type * as Monaco from 'monaco-editor';

/** The part of Monaco's TextModel the public typings leave out: `setLanguage` with a plain language id. */
interface LanguageById {
  setLanguage(languageId: string): void;
}

export function yamlModel(monaco: typeof Monaco, text: string, uri: Monaco.Uri): Monaco.editor.ITextModel {
  const existing = monaco.editor.getModel(uri);
  if (existing) return existing;
  const model = monaco.editor.createModel(text, 'yaml', uri);
  const byId = model as unknown as Partial<LanguageById>;
  // Typed as optional: should a Monaco update drop the method, the model keeps its selection (and the warning), nothing breaks.
  if (typeof byId.setLanguage === 'function') byId.setLanguage('yaml');
  return model;
}
