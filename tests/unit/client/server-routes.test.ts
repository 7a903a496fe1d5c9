import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type RouteHandle, routes } from '../../../client/src/routes/routes';
import { pathShape, rendersOnServer, serverRenderedRoutes } from '../../../client/src/routes/serverRoutes';

const PATHS = [
  '/',
  '/search',
  '/SEARCH',
  '/search/',
  '/categories',
  '/product/inyange-milk-cm123',
  '/Product/inyange-milk-cm123',
  '/%70roduct/inyange-milk-cm123',
  '/product',
  '/product/a/b',
  '/fruits-vegetables-c1/all',
  '/fruits-vegetables-c1/tomatoes-s2',
  '/cart',
  '/Cart',
  '/login',
  '/checkout',
  '/success',
  '/dashboard',
  '/dashboard/profile',
  '/Dashboard/Product',
  '/dashboard/product',
  '/dashboard/unknown',
  '/user',
  '/no/such/page/here',
  '/%E0%A4%A',
  '//',
  '/search/extra',
  '/categories/fresh',
];

/** The whole table's answer, as the browser's router would match. */
const matchedOnServer = (path: string) => (matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined)?.serverRendered === true;

describe('which addresses the server renders', () => {
  it('decides as matching the whole route table does, for every shape, however often and in whatever order asked', () => {
    for (const path of [...PATHS, ...[...PATHS].reverse()]) expect(rendersOnServer(path), path).toBe(matchedOnServer(path));
    expect(rendersOnServer('/product/x')).toBe(true);
    expect(rendersOnServer('/dashboard/product')).toBe(false);
    expect(rendersOnServer('/cart')).toBe(false);
    expect(rendersOnServer('/fruits-c1/all')).toBe(true);
  });

  it('gives addresses that match the same routes the same shape, and different routes different shapes', () => {
    expect(pathShape('/product/inyange-milk-cm123')).toBe(pathShape('/PRODUCT/other-cm9'));
    expect(pathShape('/fruits-c1/all')).toBe(pathShape('/drinks-c2/juice-s3'));
    expect(pathShape('/dashboard/product')).not.toBe(pathShape('/fruits-c1/product-s3'));
    expect(pathShape('/cart')).not.toBe(pathShape('/carts'));
    expect(pathShape('/%63art')).toBe(pathShape('/cart'));
  });

  it('renders each page with the same route the whole table matches', () => {
    for (const path of PATHS.filter(matchedOnServer)) {
      const whole = matchRoutes(routes, path)!.map((match) => match.route.id);
      const served = matchRoutes(serverRenderedRoutes, path)!.map((match) => match.route.id);
      expect(served, path).toEqual(whole);
    }
  });
});
