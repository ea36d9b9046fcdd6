// Renders reCAPTCHA Enterprise into a container: Google's script loaded on first use, the token handed back per action.
import { CAPTCHA_MESSAGES, RECAPTCHA_SCRIPT_URL, recaptchaAction } from '../../domain/captcha-rules.js';
import type { CaptchaHandle, MountOptions } from './captcha-handle.js';

interface Enterprise {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(id: number): void;
}

let loading: Promise<Enterprise> | undefined;

function enterprise(): Enterprise | undefined {
  return (globalThis as unknown as { grecaptcha?: { enterprise?: Enterprise } }).grecaptcha?.enterprise;
}

/** Loads Google's script once; rejects with 'ReCaptcha has not been set up!' when it cannot. */
function loadRecaptcha(): Promise<Enterprise> {
  loading ??= new Promise<Enterprise>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = enterprise();
      if (api === undefined) reject(new Error(CAPTCHA_MESSAGES.notSetUp));
      else api.ready(() => resolve(api));
    };
    script.onerror = () => reject(new Error(CAPTCHA_MESSAGES.notSetUp));
    document.head.append(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Google's checkbox for `siteKey` in `container`, for `action`; its token goes to `onVerified`
 * ('' when it expires or errs). Rejects with 'Document was destroyed' when the container left
 * the page while the script loaded.
 */
export async function mountRecaptcha(
  container: HTMLElement,
  siteKey: string,
  options: MountOptions,
): Promise<CaptchaHandle> {
  const api = await loadRecaptcha();
  if (!container.isConnected) throw new Error(CAPTCHA_MESSAGES.destroyed);
  const target = document.createElement('div');
  container.append(target);
  const id = api.render(target, {
    sitekey: siteKey,
    size: options.size,
    action: recaptchaAction(options.action),
    callback: (token: string) => options.onVerified(token),
    'expired-callback': () => options.onVerified(''),
    'error-callback': () => options.onVerified(''),
  });
  return {
    reset: () => api.reset(id),
    destroy: () => target.remove(),
  };
}
