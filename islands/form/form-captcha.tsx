// The form block's captcha (SPEC §4 "Captcha"): the site's bot check for the `form-block` action, its answer handed to the form.
import type { ReactElement } from 'react';
import { CaptchaWidget } from '../captcha/captcha-widget.js';

/** What the form block's captcha gets. */
export interface FormCaptchaProps {
  theme: string;
  alignment: string;
  /** Changes when the form asks for a fresh check (after a failed submission). */
  reset: number;
  /** Receives the check's answer (the submission's captchaKey), or undefined once there is none. */
  onAnswer(answer: string | undefined): void;
}

/** The captcha in the form's alignment and theme (ALTCHA, or reCAPTCHA Enterprise with a site key). */
export function FormCaptcha(props: FormCaptchaProps): ReactElement {
  return (
    <div className={`form__captcha captcha--${props.alignment}`} data-captcha-theme={props.theme}>
      <CaptchaWidget
        action="form-block"
        resetSignal={props.reset}
        onVerified={(key) => props.onAnswer(key === '' ? undefined : key)}
      />
    </div>
  );
}
