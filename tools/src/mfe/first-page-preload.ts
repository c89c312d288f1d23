import { rspack, type Compilation, type Compiler } from '@rspack/core';

const NAME = 'FirstPagePreloadPlugin';
const CONSUME = 'consume shared module (default) ';
const PROVIDE = 'provide shared module (default) ';

type ChunkGroup = Compilation['chunkGroups'][number];

/** The shared package a federation module stands for: 'react-dom' of "… react-dom@^19.3.1 (strict) …". */
function sharedKey(identifier: string, prefix: string): string | null {
  if (!identifier.startsWith(prefix)) return null;
  const request = identifier.slice(prefix.length).split(' ')[0] ?? '';
  const at = request.lastIndexOf('@');
  return at > 0 ? request.slice(0, at) : null;
}

/** The federation module a chunk group was split off for (a consumed or provided shared module), if any. */
function originKey(group: ChunkGroup, prefix: string): string | null {
  for (const origin of group.origins) {
    const key = origin.module ? sharedKey(origin.module.identifier(), prefix) : null;
    if (key) return key;
  }
  return null;
}

/** True when the group was split off for an `import()` written in the boot module itself (one of the boot's steps). */
function isBootStep(group: ChunkGroup, bootModule: string): boolean {
  return group.origins.some((origin) => {
    const identifier = origin.module?.identifier() ?? '';
    return identifier === bootModule || identifier.endsWith(`!${bootModule}`);
  });
}

/**
 * The script files every first page runs, whatever its route and language: the shell's async boundary (`import
 * ('./bootstrap')`), the boot's own steps (the `import()`s written in `bootModule`: React's renderer, the shell) and
 * the shared libraries they consume, transitively, as the shell provides them (a consumed module's own fallback chunk
 * is not what loads: the share scope hands out the provider's). Routes' chunks, texts, the socket and remotes are left
 * to load when asked for.
 */
export function firstPageFiles(compilation: Compilation, entry: string, bootModule: string): string[] {
  const main = compilation.entrypoints.get(entry);
  if (!main) return [];
  const provided = new Map<string, ChunkGroup>();
  for (const group of main.childrenIterable) {
    const key = originKey(group, PROVIDE);
    if (key) provided.set(key, group);
  }
  const boundary = main.childrenIterable.filter((group) => !originKey(group, PROVIDE) && !originKey(group, CONSUME));
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const queue = [...boundary];
  for (const group of boundary) for (const file of group.getFiles()) files.add(file);
  while (queue.length > 0) {
    const group = queue.pop()!;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const child of group.childrenIterable) {
      if (isBootStep(child, bootModule)) {
        for (const file of child.getFiles()) files.add(file);
        queue.push(child);
        continue;
      }
      const key = originKey(child, CONSUME);
      const provider = key ? provided.get(key) : undefined;
      if (!provider) continue;
      for (const file of provider.getFiles()) files.add(file);
      queue.push(child, provider);
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** `import('…/locales/<locale>/common.json')`: shared-ui's i18n loading the base texts (its BASE_NAMESPACES). */
const BASE_TEXTS_REQUEST = /\/locales\/([a-z]{2})\/common\.json$/;

/**
 * The base texts' script of each language, which every first page waits for before its session and remote are asked
 * for. Both go into the page, each marked with its locale: the BFF keeps the page's language's alone.
 */
export function baseTextFiles(compilation: Compilation): Array<{ file: string; locale: string }> {
  const found: Array<{ file: string; locale: string }> = [];
  for (const group of compilation.chunkGroups) {
    const locale = group.origins.map((origin) => BASE_TEXTS_REQUEST.exec(origin.request ?? '')?.[1]).find(Boolean);
    if (!locale) continue;
    for (const file of group.getFiles()) if (file.endsWith('.js')) found.push({ file, locale });
  }
  return found.sort((a, b) => a.locale.localeCompare(b.locale));
}

/**
 * Issue 39: the shell's page asks for its first page's scripts at once (`<link rel="preload">`), not only once
 * main.js has run and the federation runtime has found which shared chunks it needs, or the boot has reached its next
 * step; they then download beside main.js instead of after it. At main.js's own priority (low, as a deferred script):
 * at a preload's default (high) they ranked as render-blocking, which they are not, and Lighthouse's first paint on a
 * phone waited for them (2.3 s instead of 0.7 in one run of three).
 */
export class FirstPagePreloadPlugin {
  constructor(
    private readonly entry: string,
    private readonly bootModule: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const preload = (file: string, marks: Record<string, string> = {}) => ({
          tagName: 'link',
          // As low as main.js itself (a deferred script): the first frame paints without any of them.
          attributes: {
            rel: 'preload',
            as: 'script',
            fetchpriority: 'low',
            href: `${data.publicPath}${file}`,
            ...marks,
          },
          voidTag: true,
        });
        const preloads = [
          ...firstPageFiles(compilation, this.entry, this.bootModule).map((file) => preload(file)),
          ...baseTextFiles(compilation).map(({ file, locale }) => preload(file, { 'data-locale': locale })),
        ];
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}
