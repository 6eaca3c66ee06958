import { describe, expect, it } from 'vitest';
import { routeLabeller, STATIC_ASSETS_ROUTE, UNMATCHED_ROUTE, type RoutesManifest } from './route-labels';

// As `next build` writes them (routes-manifest.json): dynamic routes in the order Next tries them.
const routes: RoutesManifest = {
  staticRoutes: [
    { page: '/payins', regex: '^/payins(?:/)?$' },
    { page: '/payins/new', regex: '^/payins/new(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/v2/payin/payments/[id]', regex: '^/api/v2/payin/payments/([^/]+?)(?:/)?$' },
    { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/pay/[hash]', regex: '^/pay/([^/]+?)(?:/)?$' },
    { page: '/payins/[id]', regex: '^/payins/([^/]+?)(?:/)?$' },
  ],
};
const routeOf = routeLabeller(routes, ['/robots.txt']);

describe('routeLabeller', () => {
  it('labels a request with its route pattern, never its ids or its query', () => {
    expect(routeOf('/payins/123')).toBe('/payins/[id]');
    expect(routeOf('/payins/123?tab=events&id=456')).toBe('/payins/[id]');
    expect(routeOf('/pay/0123456789abcdef0123456789abcdef')).toBe('/pay/[hash]');
    expect(routeOf('/api/v2/payin/payments/987654321')).toBe('/api/v2/payin/payments/[id]');
    expect(routeOf('/api/v2/no/such/endpoint')).toBe('/api/[...path]');
  });

  it('prefers a static route to a dynamic one, as Next does', () => {
    expect(routeOf('/payins/new')).toBe('/payins/new');
    expect(routeOf('/payins')).toBe('/payins');
    expect(routeOf('/payins/')).toBe('/payins');
    expect(routeOf('/api/health')).toBe('/api/health');
  });

  it('gives every path no route serves one label', () => {
    for (const target of ['/no-such-page', '/payins/1/2', '/pay', '/wp-login.php?x=1', '', '*'])
      expect(routeOf(target), target).toBe(UNMATCHED_ROUTE);
  });

  it("labels public files by their own path and the build's assets by one pattern", () => {
    expect(routeOf('/robots.txt')).toBe('/robots.txt');
    expect(routeOf('/_next/static/chunks/0a1b2c.js')).toBe(STATIC_ASSETS_ROUTE);
    expect(routeOf('/_next/static/css/no-such.css?v=1')).toBe(STATIC_ASSETS_ROUTE);
  });

  it('labels everything unmatched when the build lists no routes (next dev)', () => {
    const none = routeLabeller({ staticRoutes: [], dynamicRoutes: [] }, []);
    expect(none('/payins/123')).toBe(UNMATCHED_ROUTE);
  });
});
