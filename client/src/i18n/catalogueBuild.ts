import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';
import { type CatalogueGroup, catalogueGroup } from './catalogueGroups';

/** What a plugin's load hook may call (Vite does not export the type by name). */
type PluginContext = ThisParameterType<Extract<NonNullable<Plugin['load']>, (...args: never[]) => unknown>>;

/** The modules a language's catalogues travel in: `virtual:isoko-messages/<locale>/<group>`. */
export const MESSAGES_MODULE = 'virtual:isoko-messages/';
const RESOLVED = `\0${MESSAGES_MODULE}`;

/**
 * The modules of the first screen, under src/ without extension: the entry, the first-visit chunk's roots and the
 * offline start (client/vite.config.ts). The words their code uses make the 'first' group; the first-load features'
 * other words (the cart drawer's, the help answers', the search results'...) travel in 'later'.
 */
export interface FirstScreen {
  modules: string[];
}

/** Message ids as the Lingui macro compiles them into a module's code (`i18n._({ id: "..." })`, `<Trans id="..." />`). */
const MESSAGE_ID = /\bid(?::\s*|=)(["'`])([^"'`]+)\1/g;

/** The compiled messages of one catalogue, read from the Lingui plugin's module for it. */
async function compiledCatalogue(context: PluginContext, file: string): Promise<Record<string, unknown>> {
  const { code } = await context.load({ id: file });
  const literal = code && /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (!literal) context.error(`catalogueBuild: the Lingui plugin's output for ${file} is not JSON.parse("..."); update catalogueBuild.ts`);
  // A JavaScript string literal (escapes such as \xA0 are not JSON's): evaluated on its own, it is only a string.
  return JSON.parse(runInNewContext(literal) as string) as Record<string, unknown>;
}

/** The message ids the code of `roots` and of everything they import statically uses. */
async function idsUsedBy(context: PluginContext, srcDir: string, roots: string[]): Promise<Set<string>> {
  const ids = new Set<string>();
  const seen = new Set<string>();
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id) || id.includes('/node_modules/')) return;
    seen.add(id);
    const info = await context.load({ id, resolveDependencies: true });
    for (const [, , messageId] of info.code?.matchAll(MESSAGE_ID) ?? []) if (messageId) ids.add(messageId);
    await Promise.all(info.importedIds.map(visit));
  };
  await Promise.all(
    roots.map(async (root) => {
      const resolved = await context.resolve(join(srcDir, root));
      if (!resolved) context.error(`catalogueBuild: no module src/${root}; update the first screen's modules`);
      await visit(resolved.id);
    }),
  );
  return ids;
}

/**
 * Makes one module per language and group (see catalogueGroups.ts) that holds that group's words, so the entry script
 * names a few files instead of a loader for every feature catalogue of every language (about 1 KB less of the first
 * script a visit runs). The build puts each module and its catalogues in one file (client/vite.config.ts). Given the
 * first screen, the browser's build splits the first-load features' words by use: those the first screen's code uses
 * ('first'), the rest ('later'); otherwise (the server's renderer, tests) 'first' holds them all and 'later' none.
 */
export function messageCatalogues(srcDir: string, firstScreen?: FirstScreen): Plugin {
  let firstIds: Promise<Set<string>> | null = null;
  return {
    name: 'isoko-message-catalogues',
    buildStart() {
      firstIds = null;
    },
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [locale, group] = id.slice(RESOLVED.length).split('/') as [string, CatalogueGroup];
      const catalogueOf: CatalogueGroup = group === 'later' ? 'first' : group;
      const folders = [...(await readdir(join(srcDir, 'features'))).map((feature) => join(srcDir, 'features', feature)), join(srcDir, 'ui')];
      const files: string[] = [];
      for (const folder of folders.sort()) {
        const file = join(folder, 'locales', `${locale}.po`);
        const present = await readdir(join(folder, 'locales')).then(
          (names) => names.includes(`${locale}.po`),
          () => false,
        );
        if (present && catalogueGroup(file) === catalogueOf) files.push(file);
      }
      if (files.length === 0) this.error(`no ${locale} catalogues in the '${group}' group`);
      if (catalogueOf === 'first' && firstScreen) {
        firstIds ??= idsUsedBy(this, srcDir, firstScreen.modules);
        const used = await firstIds;
        const words: Record<string, unknown> = {};
        for (const file of files) {
          for (const [messageId, message] of Object.entries(await compiledCatalogue(this, file))) {
            if (used.has(messageId) === (group === 'first')) words[messageId] = message;
          }
        }
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(words))});\n`;
      }
      if (group === 'later') return 'export const messages = {};\n';
      const imports = files.map((file, index) => `import { messages as m${index} } from ${JSON.stringify(file)};`);
      return `${imports.join('\n')}\nexport const messages = Object.assign({}, ${files.map((_, index) => `m${index}`).join(', ')});\n`;
    },
  };
}

/** The build's file for a catalogue or a merged module: `messages-<locale>` for the first group, else `messages-<group>-<locale>`. */
export function messagesChunkName(id: string): string | null {
  const merged = id.startsWith(RESOLVED) ? id.slice(RESOLVED.length).split('/') : null;
  const locale = merged?.[0] ?? /\/locales\/(\w+)\.po$/.exec(id)?.[1];
  if (!locale) return null;
  const group = merged ? merged[1] : catalogueGroup(id);
  return group === 'first' ? `messages-${locale}` : `messages-${group}-${locale}`;
}
