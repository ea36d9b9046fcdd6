// Tests what a comment must hold (name and body required, email and website optional but valid) and when an item takes comments.
import { describe, expect, it } from 'vitest';
import { parseCommentInput } from './comment-input.js';
import { COMMENT_MESSAGES, areCommentsOpen, commentProblems, isWebAddress } from './comment-rules.js';

describe('commentProblems', () => {
  it('accepts a name and a comment alone', () => {
    expect(commentProblems({ name: 'Ada', body: 'Lovely post.' })).toEqual({});
  });

  it('asks for a name and a comment, within their lengths', () => {
    expect(commentProblems({ name: '  ', body: '' })).toEqual({
      name: 'Please enter your name.',
      body: 'Please write a comment.',
    });
    expect(commentProblems({ name: 'x'.repeat(101), body: 'y'.repeat(5001) })).toEqual({
      name: 'Your name can be at most 100 characters.',
      body: 'Your comment can be at most 5000 characters.',
    });
    expect(commentProblems({ name: 'x'.repeat(100), body: 'y'.repeat(5000) })).toEqual({});
  });

  it('checks an email and a website only when given', () => {
    expect(commentProblems({ name: 'A', body: 'B', email: 'nope', website: 'javascript:alert(1)' })).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      website: 'Website must be a web address starting with http:// or https://.',
    });
    expect(
      commentProblems({ name: 'A', body: 'B', email: 'a@b.co', website: 'https://ada.example' }),
    ).toEqual({});
  });
});

describe('isWebAddress', () => {
  it('takes http and https addresses only', () => {
    expect(isWebAddress('http://a.example/x')).toBe(true);
    expect(isWebAddress('https://a.example')).toBe(true);
    expect(isWebAddress('ftp://a.example')).toBe(false);
    expect(isWebAddress('a.example')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
  });
});

describe('parseCommentInput', () => {
  it('trims the fields and drops empty optional ones', () => {
    expect(
      parseCommentInput({
        itemId: ' p1 ',
        name: ' Ada ',
        email: '',
        website: ' ',
        body: ' Hi ',
        parentId: '',
      }),
    ).toEqual({ ok: true, comment: { itemId: 'p1', name: 'Ada', body: 'Hi' } });
  });

  it('gives one message per field at fault, whatever the body holds', () => {
    expect(parseCommentInput({ itemId: 'p1', name: 7, body: ['x'] })).toEqual({
      ok: false,
      fields: { name: COMMENT_MESSAGES.nameRequired, body: COMMENT_MESSAGES.bodyRequired },
    });
    expect(parseCommentInput(null)).toMatchObject({
      ok: false,
      fields: { itemId: COMMENT_MESSAGES.notFound },
    });
  });
});

describe('areCommentsOpen', () => {
  it('takes comments when the item is open and the site does not switch them off', () => {
    expect(areCommentsOpen(1, true)).toBe(true);
    expect(areCommentsOpen(1, undefined)).toBe(true);
    expect(areCommentsOpen(1, false)).toBe(false);
    expect(areCommentsOpen(0, true)).toBe(false);
    expect(areCommentsOpen(2, true)).toBe(false);
  });
});
