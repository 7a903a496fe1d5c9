/**
 * What the web app's first load is made of: builds the client with source maps into var/bench-web-app/ (client/dist is
 * left alone), follows the home route's chunks from index.html, and attributes every minified byte to the package
 * (or app folder) it came from, in gzipped KB.
 *
 *   npx tsx bench/web-app/bundle.ts [--json]
 *
 * Gzip (zlib level 9) is not additive: a package's gzipped size is measured on its own bytes, then scaled so the
 * packages of a chunk add up to the chunk's real gzipped size (its "share").
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Rolldown } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** The route modules the home page needs at first load, besides the entry (see client/src/routes/router.tsx). */
export const HOME_ROUTE_MODULES = ['features/shell/AppLayoutRoute', 'features/home/HomeRoute'];

export const gzipKb = (bytes: Uint8Array | string): number => gzipSync(bytes, { level: 9 }).length / 1024;

export interface ChunkReport {
  file: string;
  rawKb: number;
  gzipKb: number;
  /** Package or app folder -> raw and gzipped-share KB. */
  groups: Map<string, { rawKb: number; gzipKb: number }>;
}

export interface BundleReport {
  chunks: ChunkReport[];
  totalGzipKb: number;
  groups: { name: string; rawKb: number; gzipKb: number }[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes a source map's mappings into, per generated line, [column, source index] pairs (enough to attribute bytes). */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let shift = 0;
      let value = 0;
      for (const char of segment) {
        const digit = BASE64_VALUE.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1]!;
        segments.push([column, source]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** "react-dom", "@lingui/core", "app: features/home" or "bundler runtime" for one source path of a map. */
export function groupOf(sourcePath: string): string {
  const normalized = sourcePath.replace(/\\/g, '/');
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized.slice(normalized.lastIndexOf('node_modules/')));
  if (packageMatch) return packageMatch[1]!;
  const app = /client\/src\/(__generated__|[^/]+(?:\/[^/]+)?)\//.exec(normalized) ?? /client\/src\/([^/]+)$/.exec(normalized);
  if (app) return app[1] === '__generated__' ? 'app: relay artifacts' : `app: ${app[1]!.replace(/\.[^.]+$/, '')}`;
  return normalized.includes('rolldown') || normalized.startsWith('\0') ? 'bundler runtime' : `other: ${normalized}`;
}

/** Attributes one chunk's minified bytes to packages with its source map. */
export function attributeChunk(code: string, map: { sources: string[]; mappings: string }, file: string): ChunkReport {
  const lines = code.split('\n');
  const mappings = decodeMappings(map.mappings);
  const pieces = new Map<string, string[]>();
  const add = (group: string, text: string) => {
    if (!text) return;
    const list = pieces.get(group) ?? [];
    list.push(text);
    pieces.set(group, list);
  };
  lines.forEach((line, lineIndex) => {
    const segments = mappings[lineIndex] ?? [];
    // Bytes before the first mapping of a line belong to whatever came before: the bundler's glue.
    add('bundler runtime', line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      add(source < 0 ? 'bundler runtime' : groupOf(map.sources[source] ?? ''), line.slice(column, end));
    });
  });
  const chunkGzip = gzipKb(code);
  const measured = [...pieces].map(([group, texts]) => {
    const text = texts.join('');
    return { group, rawKb: Buffer.byteLength(text) / 1024, ownGzip: gzipKb(text) };
  });
  const ownTotal = measured.reduce((sum, entry) => sum + entry.ownGzip, 0) || 1;
  return {
    file,
    rawKb: Buffer.byteLength(code) / 1024,
    gzipKb: chunkGzip,
    groups: new Map(measured.map((entry) => [entry.group, { rawKb: entry.rawKb, gzipKb: (entry.ownGzip / ownTotal) * chunkGzip }])),
  };
}

/** The chunks a first visit to the home page downloads: the entry's static imports and the home route's chunks with theirs. */
export function firstLoadChunks(output: Rolldown.OutputChunk[], locale = 'en'): Rolldown.OutputChunk[] {
  const byFile = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || wanted.has(chunk.fileName)) return;
    wanted.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  output.filter((chunk) => chunk.isEntry).forEach(visit);
  output
    .filter((chunk) => HOME_ROUTE_MODULES.some((name) => chunk.facadeModuleId?.includes(`/client/src/${name}.`)) || chunk.name === `messages-${locale}`)
    .forEach(visit);
  return output.filter((chunk) => wanted.has(chunk.fileName));
}

/** Builds the client with source maps (optionally with extra Vite settings to try) and reports its first load. */
export async function analyseFirstLoad(overrides: InlineConfig = {}, outDir = join(root, 'var/bench-web-app/analysis')): Promise<BundleReport> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    configFile: join(root, 'client/vite.config.ts'),
    logLevel: 'warn',
    ...overrides,
    build: { ...overrides.build, outDir, emptyOutDir: true, sourcemap: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
  const reports = firstLoadChunks(chunks).map((chunk) => {
    const code = readFileSync(join(outDir, chunk.fileName), 'utf8');
    // The bundler's own runtime chunk (when split out) has no map: all of it is glue.
    const mapFile = join(outDir, `${chunk.fileName}.map`);
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string }) : { sources: [], mappings: '' };
    // Map sources are relative to the chunk; make them relative to the repository for grouping.
    const sources = map.sources.map((source) => relative(root, resolve(outDir, 'assets', source)));
    return attributeChunk(code, { ...map, sources }, chunk.fileName);
  });
  const totals = new Map<string, { rawKb: number; gzipKb: number }>();
  for (const chunk of reports) {
    for (const [name, size] of chunk.groups) {
      const total = totals.get(name) ?? { rawKb: 0, gzipKb: 0 };
      totals.set(name, { rawKb: total.rawKb + size.rawKb, gzipKb: total.gzipKb + size.gzipKb });
    }
  }
  return {
    chunks: reports.sort((a, b) => b.gzipKb - a.gzipKb),
    totalGzipKb: reports.reduce((sum, chunk) => sum + chunk.gzipKb, 0),
    groups: [...totals].map(([name, size]) => ({ name, ...size })).sort((a, b) => b.gzipKb - a.gzipKb),
  };
}

/** The report as text lines: chunks, then packages. */
export function formatBundleReport(report: BundleReport): string[] {
  const lines = [`first-load JavaScript of the home route (source-map attribution, gzip -9): ${report.totalGzipKb.toFixed(1)} KB`, '  chunks:'];
  for (const chunk of report.chunks) lines.push(`    ${chunk.file.padEnd(48)} ${chunk.rawKb.toFixed(1).padStart(7)} KB raw ${chunk.gzipKb.toFixed(1).padStart(7)} KB gz`);
  lines.push('  by package (gz = share of its chunk\'s gzipped size):');
  for (const group of report.groups.filter((entry) => entry.gzipKb >= 0.3)) {
    lines.push(`    ${group.name.padEnd(40)} ${group.rawKb.toFixed(1).padStart(7)} KB raw ${group.gzipKb.toFixed(1).padStart(7)} KB gz`);
  }
  const small = report.groups.filter((entry) => entry.gzipKb < 0.3);
  if (small.length > 0) lines.push(`    ${`${small.length} smaller groups`.padEnd(40)} ${small.reduce((s, e) => s + e.rawKb, 0).toFixed(1).padStart(7)} KB raw ${small.reduce((s, e) => s + e.gzipKb, 0).toFixed(1).padStart(7)} KB gz`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await analyseFirstLoad();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value), 2));
  else console.log(formatBundleReport(report).join('\n'));
}
