// reCAPTCHA Enterprise: a browser token assessed through Google's REST API (fetch), for the expected action.
import { z } from 'zod';
import { recaptchaAction } from '../../domain/captcha-rules.js';
import type { RecaptchaSettings } from './captcha-settings.js';

const assessment = z.looseObject({
  tokenProperties: z.looseObject({ valid: z.boolean(), action: z.string().optional() }),
  riskAnalysis: z.looseObject({ score: z.number().optional() }).optional(),
});

/** What an assessment concluded. */
export type RecaptchaVerdict = 'passed' | 'failed' | 'not-set-up';

/**
 * Asks Google whether `token` is a valid, fresh token of the website's site key for `action`, with
 * a score at least the website's minimum. Without a project id and API key nothing can be
 * asked: 'not-set-up'. A failed call or an answer of another shape fails the check.
 */
export async function assessRecaptchaToken(
  settings: RecaptchaSettings,
  token: string,
  action: string,
  fetchImpl: typeof fetch,
): Promise<RecaptchaVerdict> {
  if (settings.projectId === undefined || settings.apiKey === undefined) return 'not-set-up';
  const url =
    `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(settings.projectId)}` +
    `/assessments?key=${encodeURIComponent(settings.apiKey)}`;
  const expectedAction = recaptchaAction(action);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: { token, siteKey: settings.siteKey, expectedAction } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return 'failed';
    const parsed = assessment.safeParse(await response.json());
    if (!parsed.success) return 'failed';
    const { tokenProperties, riskAnalysis } = parsed.data;
    const score = riskAnalysis?.score ?? 0;
    return tokenProperties.valid && tokenProperties.action === expectedAction && score >= settings.minScore
      ? 'passed'
      : 'failed';
  } catch {
    return 'failed';
  }
}
