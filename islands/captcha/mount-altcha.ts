// Renders the ALTCHA widget into a container: its stylesheet and code loaded on first use, the proof of work in a worker from our origin.
import { CAPTCHA_FIELD, CAPTCHA_PATHS } from '../../domain/captcha-rules.js';
import type { CaptchaHandle, MountOptions } from './captcha-handle.js';

interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
}

interface AltchaElement extends HTMLElement {
  reset?(): void;
}

let loading: Promise<void> | undefined;

/** Loads the stylesheet and the widget's code once per page, and registers the SHA-256 worker. */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    if (document.querySelector(`link[href="${CAPTCHA_PATHS.stylesheet}"]`) === null) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = CAPTCHA_PATHS.stylesheet;
      document.head.append(link);
    }
    await import('altcha/external');
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set('SHA-256', () => new Worker(CAPTCHA_PATHS.worker));
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * An `<altcha-widget>` in `container` that fetches a challenge for `action` when the visitor
 * ticks it, solves it in a worker and hands the payload to `onVerified` ('' when it expires or
 * fails). Compact drops the logo and footer.
 */
export async function mountAltcha(container: HTMLElement, options: MountOptions): Promise<CaptchaHandle> {
  await loadAltcha();
  const widget = document.createElement('altcha-widget') as AltchaElement;
  widget.setAttribute('name', CAPTCHA_FIELD);
  const challenge = `${CAPTCHA_PATHS.challenge}?action=${encodeURIComponent(options.action)}`;
  widget.setAttribute('challenge', challenge);
  const compact = options.size === 'compact';
  widget.addEventListener('statechange', (event) => {
    const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
    options.onVerified(
      detail.state === 'verified' && typeof detail.payload === 'string' ? detail.payload : '',
    );
  });
  // Attributes, not configure(): the widget's methods exist only once it has mounted itself.
  widget.setAttribute('configuration', JSON.stringify({ hideFooter: compact, hideLogo: compact }));
  widget.setAttribute('workers', '2');
  container.append(widget);
  return {
    reset: () => widget.reset?.(),
    destroy: () => widget.remove(),
  };
}
