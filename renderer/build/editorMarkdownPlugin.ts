/**
 * esbuild plugin for the studio editor's build: codemirror-json-schema's markdown renderer brings
 * shiki (grammars and a WebAssembly engine) to colour code in schema descriptions; ours are plain
 * text, so its import is answered by renderer/studio/editor/plainMarkdown.ts.
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

export function editorMarkdownPlugin(root: string): Plugin {
  return {
    name: 'editor-markdown',
    setup(build) {
      build.onResolve({ filter: /[\\/]utils[\\/]markdown(\.js)?$/ }, (args) =>
        /[\\/]codemirror-json-schema[\\/]/.test(args.importer) ? { path: join(root, 'renderer/studio/editor/plainMarkdown.ts') } : undefined);
    },
  };
}
