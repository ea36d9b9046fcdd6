// The page settings' member-area control: who may see the page (everyone, or the members of an area), and making a new area, free or paid.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberArea, MemberAreaAccess } from '../../domain/members.js';
import { createMemberArea, MEMBER_AREA_KEY, useMemberAreas } from '../api/member-areas.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { SelectField, TextField } from '../ui/field.js';
import { NO_PROBLEMS, problemsOfError, type FormProblems } from './form-errors.js';

/** The select's value for a public page. */
const EVERYONE = '';

/** How an area reads in the select. */
export function memberAreaLabel(area: Pick<MemberArea, 'name' | 'access'>): string {
  return area.access === 'free'
    ? `Members of ${area.name} (free sign-up)`
    : `Subscribers of ${area.name} (paid)`;
}

/** Props of {@link MemberAreaField}. */
export interface MemberAreaFieldProps {
  pageId: string;
  /** The area the owner chose in this form; undefined while they have not touched it. */
  value: string | null | undefined;
  onChange: (memberAreaId: string | null) => void;
  error?: string;
}

/**
 * A select of who may see the page, starting from the area the page is in now, and a small form to
 * add an area (its name; free sign-up, or paid through one of the website's subscription products).
 */
export function MemberAreaField({ pageId, value, onChange, error }: MemberAreaFieldProps) {
  const areas = useMemberAreas();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<MemberAreaAccess>('free');
  const [productId, setProductId] = useState('');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);

  const create = useMutation({
    mutationFn: () =>
      createMemberArea({ name, access, productId: access === 'paid' && productId !== '' ? productId : null }),
    onSuccess: async (area) => {
      await queryClient.invalidateQueries({ queryKey: MEMBER_AREA_KEY });
      onChange(area.id);
      setAdding(false);
      setName('');
      setProblems(NO_PROBLEMS);
      announce(`Member area ${area.name} added.`);
    },
    onError: (failure) => setProblems(problemsOfError(failure)),
  });

  if (areas.isPending) return <p className="field__help">Loading member areas…</p>;
  if (areas.isError)
    return (
      <p className="field__error">Member areas could not be loaded: {problemsOfError(areas.error).message}</p>
    );
  const { memberAreas, subscriptionProducts } = areas.data;
  const current = memberAreas.find((area) => area.pageIds.includes(pageId))?.id ?? null;
  const chosen = value === undefined ? current : value;
  return (
    <div className="member-area-field">
      <SelectField
        label="Who can see this page"
        value={chosen ?? EVERYONE}
        onChange={(next) => onChange(next === EVERYONE ? null : next)}
        error={error}
        options={[
          { value: EVERYONE, label: 'Everyone' },
          ...memberAreas.map((area) => ({ value: area.id, label: memberAreaLabel(area) })),
        ]}
        description="Members-only pages ask visitors to sign in or sign up; paid ones to subscribe."
      />
      {adding ? (
        <fieldset className="field-group">
          <legend>New member area</legend>
          {problems.message !== undefined ? <Alert tone="error">{problems.message}</Alert> : null}
          <TextField label="Name" value={name} onChange={setName} error={problems.fields.name} />
          <SelectField
            label="Access"
            value={access}
            onChange={(next) => setAccess(next === 'paid' ? 'paid' : 'free')}
            options={[
              { value: 'free', label: 'Free: visitors join by signing up' },
              { value: 'paid', label: 'Paid: through a subscription product' },
            ]}
          />
          {access === 'paid' ? (
            <SelectField
              label="Subscription product"
              value={productId}
              onChange={setProductId}
              error={problems.fields.productId}
              options={[
                { value: '', label: 'Choose a product' },
                ...subscriptionProducts.map((product) => ({ value: product.id, label: product.title })),
              ]}
              description={
                subscriptionProducts.length === 0
                  ? 'No product can be subscribed to yet: make one a subscription under Commerce.'
                  : undefined
              }
            />
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setAdding(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={create.isPending}
              onClick={() => create.mutate()}
            >
              {create.isPending ? 'Adding…' : 'Add member area'}
            </button>
          </div>
        </fieldset>
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          New member area…
        </button>
      )}
    </div>
  );
}
