import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type CatalogueGroup, catalogueGroup } from './catalogueGroups';

/** The modules a language's catalogues travel in: `virtual:isoko-messages/<locale>/<group>`. */
export const MESSAGES_MODULE = 'virtual:isoko-messages/';
const RESOLVED = `\0${MESSAGES_MODULE}`;

/**
 * Makes one module per language and group (see catalogueGroups.ts) that imports that group's feature catalogues and
 * merges them, so the entry script names nine files instead of a loader for every feature catalogue of every
 * language (about 1 KB less of the first script a visit runs). The build puts each module and its catalogues in one
 * file (client/vite.config.ts).
 */
export function messageCatalogues(srcDir: string): Plugin {
  return {
    name: 'isoko-message-catalogues',
    resolveId(id) {
      return id.startsWith(MESSAGES_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [locale, group] = id.slice(RESOLVED.length).split('/') as [string, CatalogueGroup];
      const folders = [...(await readdir(join(srcDir, 'features'))).map((feature) => join(srcDir, 'features', feature)), join(srcDir, 'ui')];
      const files: string[] = [];
      for (const folder of folders.sort()) {
        const file = join(folder, 'locales', `${locale}.po`);
        const present = await readdir(join(folder, 'locales')).then(
          (names) => names.includes(`${locale}.po`),
          () => false,
        );
        if (present && catalogueGroup(file) === group) files.push(file);
      }
      if (files.length === 0) this.error(`no ${locale} catalogues in the '${group}' group`);
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
