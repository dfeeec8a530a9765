/**
 * The pack check's quick fixes (quick-fixes.ts) as Monaco code actions: the
 * light bulb on a marked line, Ctrl+. and the marker hover's "Quick Fix…".
 * Only markers the pack check set (source `rulewright`) are fixed here.
 */
import type * as Monaco from 'monaco-editor';
import { quickFixesFor } from './quick-fixes.ts';

export function registerQuickFixes(monaco: typeof Monaco): Monaco.IDisposable {
  return monaco.languages.registerCodeActionProvider(
    'yaml',
    {
      provideCodeActions(model, _range, context) {
        const actions: Monaco.languages.CodeAction[] = [];
        const lines = { line: (n: number) => (n >= 1 && n <= model.getLineCount() ? model.getLineContent(n) : undefined) };
        for (const marker of context.markers) {
          if (marker.source !== 'rulewright') continue;
          const code = typeof marker.code === 'string' ? marker.code : (marker.code?.value ?? '');
          const problem = {
            code,
            message: marker.message,
            startLine: marker.startLineNumber,
            startCol: marker.startColumn,
            endLine: marker.endLineNumber,
            endCol: marker.endColumn,
          };
          for (const fix of quickFixesFor(problem, lines)) {
            const e = fix.edit;
            actions.push({
              title: fix.title,
              kind: 'quickfix',
              diagnostics: [marker],
              isPreferred: fix.preferred,
              edit: {
                edits: [
                  {
                    resource: model.uri,
                    versionId: model.getVersionId(),
                    textEdit: { range: new monaco.Range(e.startLine, e.startCol, e.endLine, e.endCol), text: e.text },
                  },
                ],
              },
            });
          }
        }
        return { actions, dispose() {} };
      },
    },
    { providedCodeActionKinds: ['quickfix'] },
  );
}
