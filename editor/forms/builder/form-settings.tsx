// The form's own settings: the submit button, what follows a submission, the disclaimer and captcha, and where submissions go.
import type { FormDestinations } from '../../api/forms.js';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/field.js';
import { FIELD_TYPE_LABELS, type Draft } from './draft.js';

/** Props of {@link FormSettings}. */
export interface FormSettingsProps {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  destinations: FormDestinations | undefined;
  /** The server's messages by path (`submitLabel`, `storage.emailTo.0`…). */
  errors: Readonly<Record<string, string>>;
}

function firstError(errors: Readonly<Record<string, string>>, prefix: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === prefix || path.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}

/** The settings fieldsets. */
export function FormSettings({ draft, onChange, destinations, errors }: FormSettingsProps) {
  const storage = draft.storage;
  const setStorage = (patch: Partial<Draft['storage']>) => onChange({ storage: { ...storage, ...patch } });
  const optInChoices = draft.fields.filter((field) => field.id !== undefined && field.type === 'checkbox');
  const lists = destinations?.mailingLists ?? [];
  return (
    <div className="form-settings">
      <fieldset className="field-group">
        <legend>After sending</legend>
        <TextField
          label="Submit button text"
          value={draft.submitLabel}
          onChange={(submitLabel) => onChange({ submitLabel })}
          error={errors.submitLabel}
          maxLength={60}
        />
        <SelectField
          label="Then"
          value={draft.afterSubmit}
          options={[
            { value: 'message', label: 'Show a message' },
            { value: 'redirect', label: 'Go to another page' },
          ]}
          onChange={(value) => onChange({ afterSubmit: value as Draft['afterSubmit'] })}
        />
        {draft.afterSubmit === 'message' ? (
          <TextArea
            label="Thank-you message"
            value={draft.submissionMessage}
            onChange={(submissionMessage) => onChange({ submissionMessage })}
            error={errors.submissionMessage}
            rows={3}
          />
        ) : (
          <TextField
            label="Page address"
            description="A page of this site (/thank-you) or a link (https://…)."
            value={draft.successRedirect}
            onChange={(successRedirect) => onChange({ successRedirect })}
            error={errors.successRedirect}
          />
        )}
        <TextArea
          label="Disclaimer"
          description="Shown above the submit button (how you use the answers, for instance)."
          value={draft.disclaimerMessage}
          onChange={(disclaimerMessage) => onChange({ disclaimerMessage })}
          error={errors.disclaimerMessage}
          rows={2}
        />
        <CheckboxField
          label="Ask visitors to prove they are not a robot (captcha)"
          checked={draft.captchaEnabled}
          onChange={(captchaEnabled) => onChange({ captchaEnabled })}
        />
      </fieldset>
      <fieldset className="field-group">
        <legend>Where submissions go</legend>
        <p className="field__help">Every submission is stored: see Form submissions.</p>
        <CheckboxField
          label="Email each submission"
          checked={storage.emailEnabled}
          onChange={(emailEnabled) => setStorage({ emailEnabled })}
        />
        {storage.emailEnabled ? (
          <TextArea
            label="Email addresses"
            description="One per line; none: the website's administrators."
            value={storage.emailTo.join('\n')}
            onChange={(text) => setStorage({ emailTo: text.split('\n') })}
            error={firstError(errors, 'storage.emailTo')}
            rows={2}
          />
        ) : null}
        <SelectField
          label="Add the sender to a mailing list"
          description={
            lists.length === 0
              ? 'The website has no mailing list yet.'
              : 'Only when the form has an email field.'
          }
          value={storage.mailingListId ?? ''}
          options={[
            { value: '', label: 'No mailing list' },
            ...lists.map((list) => ({ value: list.id, label: list.name })),
          ]}
          onChange={(value) => setStorage({ mailingListId: value === '' ? null : value })}
          error={errors['storage.mailingListId']}
        />
        {storage.mailingListId !== null ? (
          <SelectField
            label="Only when this is ticked"
            description="A checkbox field of the form (saved fields only); none: everyone who sends the form joins."
            value={storage.optInFieldId ?? ''}
            options={[
              { value: '', label: 'Always' },
              ...optInChoices.map((field) => ({
                value: field.id ?? '',
                label: `${field.label} (${FIELD_TYPE_LABELS[field.type]})`,
              })),
            ]}
            onChange={(value) => setStorage({ optInFieldId: value === '' ? null : value })}
            error={errors['storage.optInFieldId']}
          />
        ) : null}
        <CheckboxField
          label="Send to the website's webhooks"
          description={
            destinations === undefined
              ? undefined
              : destinations.webhooks === 1
                ? '1 webhook hears of form submissions (Automation).'
                : `${destinations.webhooks} webhooks hear of form submissions (Automation).`
          }
          checked={storage.webhooks}
          onChange={(webhooks) => setStorage({ webhooks })}
        />
      </fieldset>
    </div>
  );
}
