import { describe, expect, it } from 'vitest';
import { redirectQuery, redirectTarget } from '../../../client/src/features/account/redirectTarget';

describe('redirectTarget', () => {
  it('returns the shop path the visitor was sent away from, with its query', () => {
    expect(redirectTarget('?redirectTo=%2Fdashboard%2Fmyorders')).toBe('/dashboard/myorders');
    expect(redirectTarget('?redirectTo=%2Fsearch%3Fq%3Dmilk')).toBe('/search?q=milk');
  });

  it('goes home without a target', () => {
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirectTo=')).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/\t/evil.example'])(
    'refuses %s and goes home',
    (target) => {
      expect(redirectTarget(`?redirectTo=${encodeURIComponent(target)}`)).toBe('/');
    },
  );
});

describe('redirectQuery', () => {
  it('carries only the way back from /login to /register and back, encoded', () => {
    expect(redirectQuery('?redirectTo=%2Fcart&utm=x')).toBe('?redirectTo=%2Fcart');
    expect(redirectQuery('?redirectTo=%2Fsearch%3Fq%3Dmilk')).toBe('?redirectTo=%2Fsearch%3Fq%3Dmilk');
  });

  it('is empty when the page was opened directly', () => {
    expect(redirectQuery('')).toBe('');
    expect(redirectQuery('?redirectTo=')).toBe('');
  });
});
