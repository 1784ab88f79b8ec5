import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { ACCESS_TABLE } from '../proxy/routes';
import { OTHER_BODY_TYPES } from './body-types';
import { crossSiteRefusal, ownOrigins } from './cross-site-guard';

const own = ownOrigins({
  WEB_ORIGIN: 'https://shop.example, https://admin.shop.example/',
  PUBLIC_BASE_URL: 'https://api.shop.example/x',
});
const call = (method: string, headers: IncomingHttpHeaders) => ({ method, headers }) as IncomingMessage;
const COOKIES = { cookie: 'theme=dark; accessToken=abc' };
const JSON_BODY = { 'content-type': 'application/json; charset=utf-8', 'content-length': '2' };
const codeOf = (method: string, route: string, headers: IncomingHttpHeaders) =>
  crossSiteRefusal(call(method, headers), route, own)?.code;

describe('crossSiteRefusal', () => {
  it("takes the shop's origins from WEB_ORIGIN and PUBLIC_BASE_URL", () => {
    expect([...own]).toEqual(['https://shop.example', 'https://admin.shop.example', 'https://api.shop.example']);
  });

  it('takes a state-changing body only in the types its route reads', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' };
    expect(codeOf('POST', '/api/user/login', form)).toBe('UNSUPPORTED_BODY_TYPE');
    expect(codeOf('POST', '/api/user/login', { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' })).toBe(
      'UNSUPPORTED_BODY_TYPE',
    );
    expect(codeOf('POST', '/api/user/login', { 'content-length': '9' })).toBe('UNSUPPORTED_BODY_TYPE');
    expect(codeOf('POST', '/api/user/login', JSON_BODY)).toBeUndefined();
    expect(codeOf('POST', '/api/user/refresh-token', {})).toBeUndefined();
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' };
    expect(codeOf('PUT', '/api/user/upload-avatar', multipart)).toBeUndefined();
    expect(codeOf('POST', '/api/address/create', multipart)).toBe('UNSUPPORTED_BODY_TYPE');
    expect(codeOf('POST', '/api/payment/test-checkout/:sessionId/pay', form)).toBeUndefined();
    expect(codeOf('GET', '/api/product/get', form)).toBeUndefined();
  });

  it('lists only routes of the access table as taking other bodies', () => {
    const routes = new Set(ACCESS_TABLE.map((entry) => `${entry.method} ${entry.path}`));
    expect(Object.keys(OTHER_BODY_TYPES).filter((route) => !routes.has(route))).toEqual([]);
  });

  it("takes a cookie-carried call only from the shop's origins, as Origin or else Sec-Fetch-Site says", () => {
    const post = (headers: IncomingHttpHeaders) => codeOf('POST', '/api/address/create', { ...JSON_BODY, ...headers });
    expect(post({ ...COOKIES, origin: 'https://evil.example' })).toBe('CROSS_SITE_REQUEST');
    expect(post({ ...COOKIES, origin: 'null' })).toBe('CROSS_SITE_REQUEST');
    expect(post({ ...COOKIES, 'sec-fetch-site': 'same-site' })).toBe('CROSS_SITE_REQUEST');
    expect(post({ ...COOKIES, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(
      'CROSS_SITE_REQUEST',
    );
    expect(post({ ...COOKIES, origin: 'https://Shop.example' })).toBeUndefined();
    expect(post({ ...COOKIES, origin: 'https://api.shop.example' })).toBeUndefined();
    expect(post({ ...COOKIES, 'sec-fetch-site': 'same-origin' })).toBeUndefined();
    // Not a browser's call: no Origin, no Sec-Fetch-Site.
    expect(post(COOKIES)).toBeUndefined();
    // No cookies, or a caller that proves itself with its Authorization header: nothing to forge.
    expect(post({ origin: 'https://evil.example' })).toBeUndefined();
    expect(post({ ...COOKIES, authorization: 'Bearer t', origin: 'https://evil.example' })).toBeUndefined();
    expect(post({ cookie: 'guestCartId=g1', origin: 'https://evil.example' })).toBe('CROSS_SITE_REQUEST');
    expect(post({ cookie: 'resetToken=r1', origin: 'https://evil.example' })).toBe('CROSS_SITE_REQUEST');
  });

  it('lets no other Authorization scheme stand in for a bearer token while the cookies authenticate', () => {
    const post = (authorization: string) =>
      codeOf('POST', '/api/address/create', {
        ...JSON_BODY,
        ...COOKIES,
        authorization,
        origin: 'https://evil.example',
      });
    expect(post('Basic dXNlcjpwYXNz')).toBe('CROSS_SITE_REQUEST');
    expect(post('Bearer')).toBe('CROSS_SITE_REQUEST');
    expect(post('Digest username="x"')).toBe('CROSS_SITE_REQUEST');
    expect(post('Bearer t')).toBeUndefined();
  });

  it('guards the GET logout like a state-changing call, and leaves other reads alone', () => {
    expect(codeOf('GET', '/api/user/logout', { ...COOKIES, 'sec-fetch-site': 'cross-site' })).toBe(
      'CROSS_SITE_REQUEST',
    );
    expect(codeOf('GET', '/api/user/logout', { ...COOKIES, 'sec-fetch-site': 'same-origin' })).toBeUndefined();
    expect(codeOf('GET', '/api/user/logout', COOKIES)).toBeUndefined();
    expect(codeOf('GET', '/api/user/user-details', { ...COOKIES, 'sec-fetch-site': 'cross-site' })).toBeUndefined();
  });

  it('guards HEAD on the logout as its GET, since a HEAD runs the GET handler', () => {
    expect(codeOf('HEAD', '/api/user/logout', { ...COOKIES, origin: 'https://evil.example' })).toBe(
      'CROSS_SITE_REQUEST',
    );
    expect(codeOf('HEAD', '/api/user/logout', { ...COOKIES, 'sec-fetch-site': 'cross-site' })).toBe(
      'CROSS_SITE_REQUEST',
    );
    expect(codeOf('HEAD', '/api/user/logout', { ...COOKIES, origin: 'https://shop.example' })).toBeUndefined();
    expect(codeOf('OPTIONS', '/api/user/logout', { ...COOKIES, origin: 'https://evil.example' })).toBeUndefined();
  });
});
