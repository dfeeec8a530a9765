/**
 * The editor the browser project's global setup builds (test/setup/editor-build.ts),
 * once it is built: the setup starts the build and returns, so that the node
 * files run while it builds; a browser file waits here for its end.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** The built editor's folder ('' when there is no Chromium); throws with vite's output when the build failed. */
export async function builtEditor(): Promise<string> {
  const dist = inject('editorDist');
  const status = inject('editorBuild');
  // Without the suite's config (`npx vitest run test/browser`) no global setup built the editor.
  if (dist === undefined || status === undefined) throw new Error('the browser files need the suite\'s config, whose global setup builds the editor: npx vitest run --config test/vitest.config.ts test/browser');
  if (status === '') return dist;
  for (;;) {
    const text = await readFile(status, 'utf8').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw e;
    });
    if (text !== null) {
      const outcome = JSON.parse(text) as { ok: true } | { error: string };
      if ('error' in outcome) throw new Error(`the editor build (test/setup/editor-build.ts) failed:\n${outcome.error}`);
      return dist;
    }
    await sleep(100);
  }
}
