/**
 * Tells Monaco where its web workers are. Must run before the first editor
 * or model is created. The YAML worker (monaco-yaml) does schema completion,
 * hover and validation; everything else uses Monaco's plain editor worker.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import YamlWorker from './yaml.worker.ts?worker';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'yaml') return new YamlWorker();
    return new EditorWorker();
  },
};
