// The self-hosted proof of work (ALTCHA, altcha-lib): signed challenges, and solutions checked once each.
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Knex } from 'knex';
import { z } from 'zod';
import { TABLES } from '../db/tables.js';
import { altchaSecret } from './altcha-key.js';
import { captchaOptions } from './captcha-options.js';

/** The key derivation the browser's worker repeats: SHA-256, once per try (the work is in the count). */
export const ALTCHA_ALGORITHM = 'SHA-256';

/**
 * A new challenge for `action` on `websiteId`, signed with the website's secret, expiring after
 * the configured time. The hidden number is between half and all of the configured work.
 */
export async function createAltchaChallenge(
  db: Knex,
  websiteId: string,
  action: string,
  now: Date = new Date(),
): Promise<Challenge> {
  const { hmacKey, work, ttlSeconds } = captchaOptions();
  const secret = await altchaSecret(db, websiteId, hmacKey);
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(Math.max(1, Math.floor(work / 2)), Math.max(2, work)),
    deriveKey,
    data: { action },
    expiresAt: Math.floor(now.getTime() / 1000) + ttlSeconds,
    hmacSignatureSecret: secret,
    keyPrefixLength: 16,
  });
}

const parameters = z.looseObject({
  algorithm: z.literal(ALTCHA_ALGORITHM),
  nonce: z.string().max(200),
  salt: z.string().max(200),
  cost: z.number().int().min(1).max(1000),
  keyLength: z.number().int().min(1).max(64),
  keyPrefix: z.string().max(200),
  expiresAt: z.number().int().positive(),
  data: z.looseObject({ action: z.string() }),
});
const payloadSchema = z.object({
  challenge: z.object({ parameters, signature: z.string().min(1).max(512) }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

/** The widget's payload (base64 of `{challenge, solution}` JSON), or undefined when it is not one. */
function decodePayload(payload: string): z.infer<typeof payloadSchema> | undefined {
  if (payload.length > 4096) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `payload` solves a challenge this website signed for `action`, unexpired, and never
 * accepted before. The signature (kept in CAPTCHA_SOLUTIONS until the challenge expires) is
 * claimed atomically, so of two requests sending the same solution exactly one passes.
 */
export async function verifyAltchaPayload(
  db: Knex,
  websiteId: string,
  payload: string,
  action: string,
  now: Date = new Date(),
): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (decoded === undefined || decoded.challenge.parameters.data.action !== action) return false;
  const { expiresAt } = decoded.challenge.parameters;
  if (expiresAt * 1000 <= now.getTime()) return false;
  const secret = await altchaSecret(db, websiteId, captchaOptions().hmacKey);
  const verified = await verifySolution({
    challenge: decoded.challenge as Challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).then(
    (result) => result.verified,
    () => false, // Malformed hex and the like: not a solution.
  );
  if (!verified) return false;
  await db(TABLES.captchaSolutions).where({ website_id: websiteId }).where('expires_at', '<', now).delete();
  const claimed = await db(TABLES.captchaSolutions)
    .insert({
      website_id: websiteId,
      challenge_id: decoded.challenge.signature,
      expires_at: new Date(expiresAt * 1000),
    })
    .onConflict(['website_id', 'challenge_id'])
    .ignore()
    .returning('challenge_id');
  return claimed.length === 1;
}
