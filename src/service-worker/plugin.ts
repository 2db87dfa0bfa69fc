// A small Vite plugin for offline play: emits the icons, the manifest and a service worker that precaches the build.
//
// Why not vite-plugin-pwa: it pulls in workbox-build, and with it Babel, Rollup, terser and ajv, several times
// this whole project's packages. What we need is a list of built files, a cache named by their hash, cache-first
// serving and one manifest: about a hundred lines here and in worker.ts, which we can read, test and keep working
// across Vite releases.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { type HtmlTagDescriptor, type Plugin, type ResolvedConfig, transformWithOxc } from 'vite';
import { crescentIconPng } from './icon.js';
import { ICON_SIZES, iconFile, THEME_COLOUR, webManifest } from './manifest.js';

export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
const WORKER_SOURCE = resolve(import.meta.dirname, 'worker.ts');

/** Every file under a folder, as forward-slash paths relative to it. */
function filesUnder(dir: string): string[] {
  if (dir === '' || !existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found;
}

/** Which built files the worker precaches: everything but source maps and the worker itself. */
export function precacheList(files: readonly string[]): string[] {
  const chosen = files.filter((f) => !f.endsWith('.map') && f !== SERVICE_WORKER_FILE);
  // './' is the address players open; it serves index.html but is cached under its own URL.
  return ['./', ...[...new Set(chosen)].sort()];
}

/** The worker's script: worker.ts without its types, after the precache list it reads. */
export async function serviceWorkerScript(precache: { version: string; files: readonly string[] }): Promise<string> {
  const source = readFileSync(WORKER_SOURCE, 'utf8');
  const { code } = await transformWithOxc(source, WORKER_SOURCE, { lang: 'ts' });
  // A service worker is registered as a classic script, which may not export: drop the marker that made it a module.
  const script = code.replace(/^export\s*\{\s*\};?\s*$/m, '');
  if (/^\s*(?:import|export)\b/m.test(script)) throw new Error('worker.ts must not import or export anything');
  return `const PRECACHE = ${JSON.stringify(precache)};\n${script}`;
}

export function crescentOffline(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'crescent-offline',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml(): HtmlTagDescriptor[] {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_FILE }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOUR }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', type: 'image/png', href: iconFile(192) }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: iconFile(192) }, injectTo: 'head' },
      ];
    },
    async generateBundle(_options, bundle) {
      const contents = new Map<string, string | Uint8Array>();
      for (const [name, output] of Object.entries(bundle)) {
        contents.set(name, output.type === 'chunk' ? output.code : output.source);
      }
      const emitted = new Map<string, string | Uint8Array>(
        ICON_SIZES.map((size) => [iconFile(size), crescentIconPng(size)]),
      );
      emitted.set(MANIFEST_FILE, `${JSON.stringify(webManifest(), null, 2)}\n`);
      for (const [fileName, source] of emitted) {
        this.emitFile({ type: 'asset', fileName, source });
        contents.set(fileName, source);
      }

      const hash = createHash('sha256');
      const publicDir = config.publicDir;
      for (const file of filesUnder(publicDir)) contents.set(file, readFileSync(join(publicDir, file)));
      const files = precacheList([...contents.keys()]);
      for (const file of files) {
        const content = contents.get(file);
        if (content !== undefined) hash.update(file).update(content);
      }
      const version = hash.digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: await serviceWorkerScript({ version, files }),
      });
    },
  };
}
