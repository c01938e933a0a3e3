import { expect, test } from 'vitest';
import { notFoundFile, routeFile, routesManifest } from './routesManifest';

test('each route is a folder with an index.html, and the home page the top index.html', () => {
  expect(routeFile('/')).toBe('index.html');
  expect(routeFile('/checkout')).toBe('checkout/index.html');
  expect(routeFile('/legal/aviso-legal')).toBe('legal/aviso-legal/index.html');
});

test('each not-found page is a 404.html in the folder of its prefix', () => {
  expect(notFoundFile('/')).toBe('404.html');
  expect(notFoundFile('/legal/')).toBe('legal/404.html');
});

test('a path that could name a file outside its folder, or clash with another, is refused', () => {
  for (const path of ['', 'checkout', '/checkout/', '/../etc', '/a//b', '/Checkout', '/a.html'])
    expect(() => routeFile(path)).toThrow(/Invalid route path/);
  for (const prefix of ['', '/legal', 'legal/', '/../'])
    expect(() => notFoundFile(prefix)).toThrow(/Invalid not-found prefix/);
});

test('the manifest maps every route to its file and lists the not-found pages longest prefix first', () => {
  expect(routesManifest(['/', '/checkout', '/legal/cookies'], ['/', '/legal/'])).toEqual({
    routes: {
      '/': 'index.html',
      '/checkout': 'checkout/index.html',
      '/legal/cookies': 'legal/cookies/index.html',
    },
    notFound: [
      { prefix: '/legal/', file: 'legal/404.html' },
      { prefix: '/', file: '404.html' },
    ],
  });
});
