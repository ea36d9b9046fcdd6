// The bot check as a React component for islands' forms: ALTCHA by default, reCAPTCHA Enterprise with a site key, loaded lazily.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  CAPTCHA_MESSAGES,
  CAPTCHA_PATHS,
  captchaSize,
  type CaptchaProvider,
} from '../../domain/captcha-rules.js';
import { useIslandServices } from '../context.js';
import type { CaptchaHandle } from './captcha-handle.js';

/** Props of {@link CaptchaWidget}. */
export interface CaptchaWidgetProps {
  /** SPEC §7's action: `form-block`, `newsletter-block`, `product-waitlist` or `promo-popup`. */
  action: string;
  /** Gets the answer to send with the submission (`captchaKey`), or '' when there is none any more. */
  onVerified(key: string): void;
  /** Change it (e.g. count failures) to reset the widget after a failed submission (SPEC §4). */
  resetSignal?: number;
}

/** SPEC §8's words for a provider that could not load; anything else as a plain retry hint. */
function shownProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return Object.values(CAPTCHA_MESSAGES).includes(message as never) ? message : 'Unable to load. Try again.';
}

/** Runs `start` once the element is (nearly) in view, or at once where there is no IntersectionObserver. */
function whenVisible(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The widget's container. Nothing renders on the server (the markup is an empty box, so hydration
 * matches); in the browser, once the box nears the viewport, the provider the website uses is
 * asked for, its code loaded and the widget rendered into the box (compact below 320px), which is
 * then marked `data-rendered`. A provider that cannot load shows SPEC §8's message.
 */
export function CaptchaWidget({ action, onVerified, resetSignal = 0 }: CaptchaWidgetProps): ReactElement {
  const { api } = useIslandServices();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<CaptchaHandle | null>(null);
  const latest = useRef(onVerified);
  latest.current = onVerified;
  const [rendered, setRendered] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    let gone = false;
    const stop = whenVisible(element, () => {
      void (async () => {
        try {
          const options = {
            action,
            size: captchaSize(element.getBoundingClientRect().width),
            onVerified: (key: string) => latest.current(key),
          };
          const provider = await api.get<CaptchaProvider>(CAPTCHA_PATHS.settings);
          const mounted =
            provider.provider === 'recaptcha'
              ? await (
                  await import('./mount-recaptcha.js')
                ).mountRecaptcha(element, provider.siteKey, options)
              : await (await import('./mount-altcha.js')).mountAltcha(element, options);
          if (gone) return mounted.destroy();
          handle.current = mounted;
          setRendered(true);
        } catch (error) {
          if (!gone) setProblem(shownProblem(error));
        }
      })();
    });
    return () => {
      gone = true;
      stop();
      handle.current?.destroy();
      handle.current = null;
    };
  }, [action, api]);

  useEffect(() => {
    if (resetSignal === 0) return;
    handle.current?.reset();
    latest.current('');
  }, [resetSignal]);

  return (
    <div className="tessera-captcha" data-captcha-action={action}>
      <div ref={box} className="tessera-captcha__box" data-rendered={rendered ? '' : undefined} />
      {problem === undefined ? null : (
        <p className="tessera-captcha__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
