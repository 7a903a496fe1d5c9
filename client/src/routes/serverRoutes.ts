import { matchRoutes, type RouteObject } from 'react-router';
import { type RouteHandle, routes } from './routes';

/*
 * Which addresses the server renders, and the routes it renders them with (client/src/entry-server.tsx).
 */

/** Whether the server renders the page at this path. */
export function rendersOnServer(pathname: string): boolean {
  // Matching ranks the whole route table each time (most of a millisecond); addresses of the same shape match the
  // same routes, so each shape is matched once.
  const shape = pathShape(pathname);
  let renders = decisions.get(shape);
  if (renders === undefined) {
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
    renders = leaf?.serverRendered === true;
    if (decisions.size >= MAX_SHAPES) decisions.clear();
    decisions.set(shape, renders);
  }
  return renders;
}

const decisions = new Map<string, boolean>();
// Real addresses come in a few dozen shapes; the bound only stops made-up ones from growing the map.
const MAX_SHAPES = 512;

/** The fixed path segments of these routes and their children ('search', 'product', 'dashboard'...), lower-cased. */
function fixedSegmentsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ?? '')
      .split('/')
      .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
      .map((segment) => segment.toLowerCase()),
    ...fixedSegmentsOf(route.children ?? []),
  ]);
}

const fixedSegments = new Set(fixedSegmentsOf(routes));

/**
 * An address's shape as the routes see it: each segment that is one of the table's fixed segments stays (matching
 * ignores case, and reads the segment decoded), any other becomes ':', which any dynamic segment or '*' takes. Two
 * addresses of one shape match the same routes.
 */
export function pathShape(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // Matching reads a badly encoded segment as it is.
      }
      const fixed = decoded.toLowerCase();
      return fixedSegments.has(fixed) ? fixed : segment === '' ? '' : ':';
    })
    .join('/');
}

/**
 * The routes the server renders and the layouts above them. Its handler matches each page among these few instead
 * of the whole table (react-router ranks every route on each match); `rendersOnServer` has already matched the
 * address against the whole table, and the best match there is the best among these.
 */
function serverRendered(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route): RouteObject[] => {
    if ((route.handle as RouteHandle | undefined)?.serverRendered) return [route];
    const children = route.index ? [] : serverRendered(route.children ?? []);
    return children.length > 0 ? [{ ...route, index: false, children }] : [];
  });
}

export const serverRenderedRoutes = serverRendered(routes);
