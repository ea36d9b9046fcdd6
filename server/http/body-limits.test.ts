// bodyLimits: JSON and form bodies parsed up to 100 kB; larger ones answered 413, hostile input 400, by the error handler.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyLimits } from './body-limits.js';
import { errorHandler } from './error-handler.js';
import { HOSTILE_INPUT_MESSAGES } from './hostile-input.js';
import { createLogger } from '../logger.js';

const app = express();
app.use(bodyLimits());
app.post(
  '/',
  (req, res) => void res.json({ size: JSON.stringify(req.body).length, keys: Object.keys(req.body) }),
);
app.use(errorHandler(createLogger('silent')));

const TOO_LARGE = { error: 'too-large', message: 'The request is too large.' };

describe('bodyLimits', () => {
  it('parses a JSON body under 100 kB', async () => {
    const res = await request(app)
      .post('/')
      .send({ text: 'a'.repeat(90_000) });
    expect(res.status).toBe(200);
    expect(res.body.keys).toEqual(['text']);
  });

  it('parses a URL-encoded form', async () => {
    const res = await request(app).post('/').type('form').send('name=Ada&crumb=abc');
    expect(res.body.keys).toEqual(['name', 'crumb']);
  });

  it('answers 413 too-large for JSON over 100 kB', async () => {
    const res = await request(app)
      .post('/')
      .send({ text: 'a'.repeat(110_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('answers 413 too-large for a form over 100 kB', async () => {
    const res = await request(app)
      .post('/')
      .type('form')
      .send(`text=${'a'.repeat(110_000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('answers 400 for a NUL or a lone surrogate in a JSON body, a form, a query string or the path', async () => {
    const refused = { error: 'invalid-characters', message: HOSTILE_INPUT_MESSAGES.characters };
    const answers = [
      await request(app).post('/').type('json').send('{"name":"a\\u0000"}'),
      await request(app).post('/').type('json').send('{"name":"\\ud800"}'),
      await request(app).post('/').type('form').send('name=a%00b'),
      await request(app).post('/?q=%00').send({}),
      await request(app).post('/a%00b').send({}),
    ];
    for (const res of answers)
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: refused });
  });

  it('answers 400 too-deep for JSON nested deeper than 64 levels', async () => {
    const res = await request(app)
      .post('/')
      .type('json')
      .send(`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'too-deep', message: HOSTILE_INPUT_MESSAGES.depth });
  });

  it('takes a smaller limit', async () => {
    const small = express();
    small.use(bodyLimits({ limit: 10 }));
    small.post('/', (_req, res) => void res.json({}));
    small.use(errorHandler(createLogger('silent')));
    expect((await request(small).post('/').send({ text: 'long enough' })).status).toBe(413);
  });
});
