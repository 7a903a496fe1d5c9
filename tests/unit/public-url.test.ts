import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { publicBaseUrl, withAbsoluteImageUrls, withShopRelativeImageUrls } from '../../server/rest/public-url.js';

const request = (headers: Record<string, string> = {}) => new Request('http://localhost:4000/api/category/get', { headers });
const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.rw' };

describe('PUBLIC_URL', () => {
  it('accepts an http(s) address and drops its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.rw/' }).PUBLIC_URL).toBe('https://shop.example.rw');
    expect(loadConfig({ PUBLIC_URL: 'https://example.rw/isoko' }).PUBLIC_URL).toBe('https://example.rw/isoko');
  });

  it.each(['ftp://shop.example.rw', 'javascript:alert(1)', 'shop.example.rw', 'https://shop.example.rw/?x=1'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL: must/);
  });
});

describe('publicBaseUrl', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    expect(publicBaseUrl({ PUBLIC_URL: 'https://isoko.example.rw', TRUST_PROXY: true }, request(proxied))).toBe('https://isoko.example.rw');
  });

  it("is the request's origin otherwise, ignoring forwarded headers unless TRUST_PROXY is on", () => {
    expect(publicBaseUrl({ PUBLIC_URL: undefined, TRUST_PROXY: false }, request(proxied))).toBe('http://localhost:4000');
    expect(publicBaseUrl({ PUBLIC_URL: undefined, TRUST_PROXY: true }, request(proxied))).toBe('https://shop.example.rw');
    expect(publicBaseUrl({ PUBLIC_URL: undefined, TRUST_PROXY: true }, request({ 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.example.rw:8443, b' }))).toBe(
      'https://a.example.rw:8443',
    );
  });

  it('ignores forwarded values that are not a protocol or a host', () => {
    const odd = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example/x?y' };
    expect(publicBaseUrl({ PUBLIC_URL: undefined, TRUST_PROXY: true }, request(odd))).toBe('http://localhost:4000');
  });
});

describe('image URL rewriting', () => {
  const base = 'https://shop.example.rw';
  const createdAt = new Date('2026-01-02T03:04:05Z');

  it('makes the shop\'s image paths absolute under image, avatar and url, at any depth, and nothing else', () => {
    const answer = {
      message: '/uploads/not-an-image-field',
      data: [
        { image: ['/uploads/a.webp', 'https://cdn.example.rw/b.webp'], createdAt, description: '/uploads/c.webp' },
        { productId: { image: ['/uploads/d.webp'] }, product_details: { name: 'x', image: ['/uploads/e.webp'] } },
        { avatar: '', url: '/uploads/f.webp', image: '/elsewhere/g.webp' },
      ],
    };
    expect(withAbsoluteImageUrls(answer, base)).toEqual({
      message: '/uploads/not-an-image-field',
      data: [
        { image: [`${base}/uploads/a.webp`, 'https://cdn.example.rw/b.webp'], createdAt, description: '/uploads/c.webp' },
        { productId: { image: [`${base}/uploads/d.webp`] }, product_details: { name: 'x', image: [`${base}/uploads/e.webp`] } },
        { avatar: '', url: `${base}/uploads/f.webp`, image: '/elsewhere/g.webp' },
      ],
    });
    expect(answer.data[0]!.image![0]).toBe('/uploads/a.webp');
  });

  it('turns the shop\'s own absolute image URLs in a request body back into paths, and leaves others', () => {
    expect(withShopRelativeImageUrls({ name: 'Tea', image: [`${base}/uploads/a.webp`, 'https://evil.example/uploads/b.webp', '/uploads/c.webp'] }, base)).toEqual({
      name: 'Tea',
      image: ['/uploads/a.webp', 'https://evil.example/uploads/b.webp', '/uploads/c.webp'],
    });
  });
});
