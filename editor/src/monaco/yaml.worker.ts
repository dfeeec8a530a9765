// A local entry for monaco-yaml's worker: importing the package's worker file
// directly with `?worker` fails under `vite dev` (see docs/EDITOR.md).
import 'monaco-yaml/yaml.worker.js';
