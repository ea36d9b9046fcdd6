// Tests the site-change notices' payloads: batching into few notices, and a process ignoring its own.
import { expect, test } from 'vitest';
import { MAX_IDS_PER_NOTICE, decodeSiteChange, encodeSiteChanges } from './site-change-messages.js';

const ID = '0b6c3f1e-6d0a-4a53-9a55-0a9c4f6f2b11';

test('ids changed together go out in one notice, each once', () => {
  expect(encodeSiteChanges('12.ab', [ID, 'w2', ID])).toEqual([`12.ab ${ID},w2`]);
  expect(encodeSiteChanges('12.ab', [])).toEqual([]);
});

test('many ids are split so each payload stays under PostgreSQL’s 8000 bytes', () => {
  const ids = Array.from(
    { length: MAX_IDS_PER_NOTICE * 2 + 1 },
    (_, n) => ID.slice(0, -4) + String(n).padStart(4, '0'),
  );
  const payloads = encodeSiteChanges('12.ab', ids);
  expect(payloads).toHaveLength(3);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  expect(payloads.flatMap((payload) => decodeSiteChange(payload, 'other')?.websiteIds ?? [])).toEqual(ids);
});

test('a process ignores its own notices and reads the others’', () => {
  const [payload] = encodeSiteChanges('12.ab', [ID]);
  expect(decodeSiteChange(payload, '12.ab')).toBeUndefined();
  expect(decodeSiteChange(payload, '13.cd')).toEqual({ sender: '12.ab', websiteIds: [ID] });
});

test('a payload that is not a notice of ours is ignored', () => {
  expect(decodeSiteChange('', 'me')).toBeUndefined();
  expect(decodeSiteChange('no-space', 'me')).toBeUndefined();
  expect(decodeSiteChange('sender ', 'me')).toBeUndefined();
});
