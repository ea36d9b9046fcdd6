// The file store's contract, the same cases on the disk and on S3: whole writes, head, reads, ranges, lists, deletes, bad keys.
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { FILE_STORES, openFileStore, type TestFileStore } from './file-stores.js';

describe.each(FILE_STORES)('file storage on %s', (kind) => {
  let store: TestFileStore;
  let storage: FileStorage;
  beforeAll(async () => {
    store = await openFileStore(kind);
    storage = store.storage;
  });
  afterAll(() => store?.close());

  it('writes, describes and reads an object, and replaces it whole', async () => {
    await storage.put('files/site-1/a/note.txt', Buffer.from('first'), { contentType: 'text/plain' });
    const first = await storage.head('files/site-1/a/note.txt');
    expect(first).toMatchObject({ size: 5 });
    expect(first?.etag).toMatch(/^(W\/)?".+"$/);
    expect(first?.lastModified).toBeInstanceOf(Date);
    expect((await storage.read('files/site-1/a/note.txt'))?.toString()).toBe('first');

    await storage.put('files/site-1/a/note.txt', Buffer.from('second, longer'));
    const second = await storage.head('files/site-1/a/note.txt');
    expect(second?.size).toBe(14);
    expect(second?.etag).not.toBe(first?.etag);
    expect((await storage.read('files/site-1/a/note.txt'))?.toString()).toBe('second, longer');
  });

  it('streams an object whole or a byte range of it', async () => {
    await storage.put('files/site-1/b/digits.txt', Buffer.from('0123456789'));
    expect(await text((await storage.stream('files/site-1/b/digits.txt'))!)).toBe('0123456789');
    expect(await text((await storage.stream('files/site-1/b/digits.txt', { start: 2, end: 5 }))!)).toBe(
      '2345',
    );
  });

  it('answers undefined for what is not there', async () => {
    expect(await storage.head('files/site-1/none/x.txt')).toBeUndefined();
    expect(await storage.read('files/site-1/none/x.txt')).toBeUndefined();
    expect(await storage.stream('files/site-1/none/x.txt')).toBeUndefined();
    // A "folder" is not an object.
    expect(await storage.head('files/site-1')).toBeUndefined();
    await storage.delete('files/site-1/none/x.txt');
  });

  it('lists and deletes by prefix, leaving neighbours alone', async () => {
    await storage.put('files/site-2/f1/one.txt', Buffer.from('1'));
    await storage.put('cache/images/site-2/f1/100w/t/one.png', Buffer.from('2'));
    await storage.put('cache/images/site-2/f1/300w/t/one.png', Buffer.from('3'));
    await storage.put('files/site-2/f10/ten.txt', Buffer.from('10'));
    expect((await storage.list('cache/images/site-2/f1/')).sort()).toEqual([
      'cache/images/site-2/f1/100w/t/one.png',
      'cache/images/site-2/f1/300w/t/one.png',
    ]);
    expect(await storage.list('files/site-2/f1/')).toEqual(['files/site-2/f1/one.txt']);
    expect(await storage.list('files/site-9/')).toEqual([]);

    await storage.deletePrefix('files/site-2/f1/');
    await storage.deletePrefix('cache/images/site-2/f1/');
    expect(await storage.head('files/site-2/f1/one.txt')).toBeUndefined();
    expect(await storage.list('cache/images/site-2/')).toEqual([]);
    expect((await storage.read('files/site-2/f10/ten.txt'))?.toString()).toBe('10');

    await storage.delete('files/site-2/f10/ten.txt');
    expect(await storage.head('files/site-2/f10/ten.txt')).toBeUndefined();
  });

  it.each([
    '',
    '/etc/passwd',
    '../secret.txt',
    'files/../../x',
    'files//x',
    'files/./x',
    'files/.hidden',
    'a\\b',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/storage key/);
    await expect(storage.read(key)).rejects.toThrow(/storage key/);
  });

  it('refuses a prefix that is not a folder of keys', async () => {
    for (const prefix of ['files', '', '/', '../', 'files/../']) {
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/storage prefix/);
    }
  });
});
