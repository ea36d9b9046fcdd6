// securityHeaders: the Content-Security-Policy (no inline script), HSTS only in production, helmet's headers recorded once.
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EMBED_HOSTS } from '../../domain/embed-hosts.js';
import { COLOUR_PICKER_STYLE_HASH, cspDirectives, securityHeaders } from './security-headers.js';

async function headersOf(options: Parameters<typeof securityHeaders>[0]) {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/', (_req, res) => void res.send('<p>page</p>'));
  return (await request(app).get('/')).headers;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('securityHeaders', () => {
  it('sends a Content-Security-Policy that allows no inline script', async () => {
    const csp = directives((await headersOf({}))['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", COLOUR_PICKER_STYLE_HASH]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('lets pages frame the site itself and the embed hosts only, each source once', async () => {
    const csp = directives(
      (await headersOf({ extraSources: { 'frame-src': ["'self'", 'https://captcha.example/'] } }))[
        'content-security-policy'
      ],
    );
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      ...EMBED_HOSTS.map((host) => `https://${host}`),
      'https://captcha.example/',
    ]);
    expect(csp.get('frame-src')).toContain('https://www.youtube.com');
  });

  it('sends no HSTS and no upgrade-insecure-requests outside production', async () => {
    const headers = await headersOf({ production: false });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS for a year and upgrade-insecure-requests in production', async () => {
    const headers = await headersOf({ production: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('adds extra sources to a directive', async () => {
    const headers = await headersOf({ extraSources: { 'script-src': ['https://captcha.example'] } });
    expect(directives(headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      'https://captcha.example',
    ]);
  });

  it('sends the other helmet headers', async () => {
    const headers = await headersOf({});
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends exactly what helmet itself sends, on every response, and no X-Powered-By', async () => {
    const options = { production: true, extraSources: { 'script-src': ['https://captcha.example'] } };
    const ours = express();
    ours.use(securityHeaders(options));
    ours.get('/', (_req, res) => void res.send('ok'));
    const plain = express();
    plain.use(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(true, options.extraSources) },
        strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      }),
    );
    plain.get('/', (_req, res) => void res.send('ok'));
    const security = (headers: Record<string, string>) => {
      const { date: _date, etag: _etag, 'content-length': _length, ...rest } = headers;
      return rest;
    };
    const expected = security((await request(plain).get('/')).headers);
    expect(expected).not.toHaveProperty('x-powered-by');
    for (let i = 0; i < 2; i++) expect(security((await request(ours).get('/')).headers)).toEqual(expected);
  });
});
