import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) loaded on the first image to decode rather than at start: it holds about 30 MB resident, and
 * most processes never touch an image (only uploads and the first request for each resized variant do).
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
