import type { CacheOptions, Sharp, SharpOptions } from 'sharp';

type SharpFactory = ((input?: Buffer | string, options?: SharpOptions) => Sharp) & { cache: (options?: boolean | CacheOptions) => unknown };

let loading: Promise<SharpFactory> | undefined;
/** Bytes libvips' operation cache may hold (IMAGE_CACHE_MAX_BYTES); set before sharp loads. */
let cacheBytes = 0;

/** Bounds libvips' operation cache, whole MiB (0 turns it off); applied when sharp loads, or at once if it has. */
export function configureImageCache(maxBytes: number): void {
  cacheBytes = maxBytes;
  if (loading) void loading.then(applyCacheBound);
}

function applyCacheBound(sharp: SharpFactory): void {
  const memory = Math.floor(cacheBytes / (1024 * 1024));
  // libvips keeps decoded images and open files by default (50 MB, 20 files, 100 operations); a variant is made once
  // and then served from disk, so that memory mostly sits unused.
  sharp.cache(memory > 0 ? { memory, files: 0, items: 100 } : false);
}

/**
 * sharp (libvips) loaded on the first image to decode rather than at start: it holds about 30 MB resident, and
 * most processes never touch an image (only uploads and the first request for each resized variant do).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => {
    applyCacheBound(module.default);
    return module.default;
  });
  return loading;
}
