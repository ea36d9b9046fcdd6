// /config/design: the site's fonts, colours and spacing beside the preview, which shows the draft as it is edited; save the draft, publish it to the live site.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  FONT_MESSAGES,
  SPACINGS,
  type DesignSettings,
  type Spacing,
} from '../../domain/owner-api/design-rules.js';
import type { DesignView } from '../../domain/owner-api/design.js';
import { VERSION_CONFLICT_ERROR } from '../../domain/owner-api/common.js';
import { asApiError } from '../api/client.js';
import { DESIGN_KEYS, publishDesign, saveDesignDraft, useDesign, useFonts } from '../api/design.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { ColourPanel } from './colour-panel.js';
import { DesignSubnav } from './design-subnav.js';
import { FontPanel } from './font-panel.js';
import { useDraftPreview } from './use-draft-preview.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';

const SPACING_LABELS: Record<Spacing, string> = { compact: 'Compact', regular: 'Regular', roomy: 'Roomy' };

/** The Design screen. */
export function DesignScreen() {
  const design = useDesign();
  const fonts = useFonts();
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('design:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [draft, setDraft] = useState<DesignSettings | undefined>();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{
    message: string;
    fields?: Record<string, string>;
    stale?: boolean;
  }>();

  useEffect(() => {
    if (design.data !== undefined && !dirty) setDraft(design.data.draft);
  }, [design.data, dirty]);
  useDraftPreview(draft, fonts.data ?? []);

  const unsaved = useUnsavedChanges(dirty);

  if (design.isPending) return <Loading label="Loading the design…" />;
  if (design.error !== null) return <LoadError error={design.error} onRetry={() => void design.refetch()} />;
  if (draft === undefined) return <Loading label="Loading the design…" />;
  const view = design.data;

  function change(next: DesignSettings) {
    setDraft(next);
    setDirty(true);
  }

  function stored(next: DesignView, said: string) {
    queryClient.setQueryData(DESIGN_KEYS.design, next);
    setDraft(next.draft);
    setDirty(false);
    setProblem(undefined);
    announce(said);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const failure = asApiError(error);
      setProblem({
        message: failure.message,
        fields: failure.fields,
        stale: failure.code === VERSION_CONFLICT_ERROR,
      });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () =>
      stored(
        await saveDesignDraft(draft, view.version),
        'Draft saved. Visitors still see the published design.',
      ),
    );
  const publish = () =>
    run(async () => {
      const saved = dirty ? await saveDesignDraft(draft, view.version) : view;
      stored(await publishDesign(saved.version), 'Published. The live site now uses this design.');
    });
  const loadLatest = async () => {
    setDirty(false);
    setProblem(undefined);
    await design.refetch();
  };
  const pending = dirty || view.unpublishedChanges;

  return (
    <div className="design-screen">
      <h1>Design</h1>
      <DesignSubnav />
      <p className="field__help">
        Fonts, colours and spacing of the whole site. The preview shows your changes at once; visitors see
        them when you publish.
      </p>
      <p className="design-screen__status" role="status">
        {dirty
          ? 'Changes not saved yet.'
          : pending
            ? 'Saved draft, not published.'
            : 'The live site uses this design.'}
      </p>
      {problem ? (
        <Alert
          tone="error"
          title={problem.message}
          actions={
            problem.stale ? (
              <button type="button" className="button" onClick={() => void loadLatest()}>
                Load the latest version
              </button>
            ) : undefined
          }
        >
          {problem.fields && Object.keys(problem.fields).length > 0 ? (
            <ul>
              {Object.values(problem.fields).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : undefined}
        </Alert>
      ) : null}
      <Tabs className="tabs">
        <TabList className="tabs__list" aria-label="Design">
          <Tab id="fonts" className="tabs__tab">
            Fonts
          </Tab>
          <Tab id="colours" className="tabs__tab">
            Colours
          </Tab>
          <Tab id="spacing" className="tabs__tab">
            Spacing
          </Tab>
        </TabList>
        <TabPanel id="fonts" className="tabs__panel">
          {fonts.isPending ? (
            <Loading label="Loading fonts…" />
          ) : fonts.error !== null ? (
            <LoadError
              title={FONT_MESSAGES.unableToLoadFonts}
              error={fonts.error}
              onRetry={() => void fonts.refetch()}
            />
          ) : (
            <FontPanel
              fonts={fonts.data}
              chosen={draft.fonts}
              disabled={!canEdit}
              onApply={(role, id) => change({ ...draft, fonts: { ...draft.fonts, [role]: id } })}
            />
          )}
        </TabPanel>
        <TabPanel id="colours" className="tabs__panel">
          <ColourPanel
            colours={draft.colours}
            disabled={!canEdit}
            onChange={(key, colour) => change({ ...draft, colours: { ...draft.colours, [key]: colour } })}
          />
        </TabPanel>
        <TabPanel id="spacing" className="tabs__panel">
          <fieldset className="design-screen__spacing" disabled={!canEdit}>
            <legend>Spacing</legend>
            {SPACINGS.map((spacing) => (
              <label key={spacing} className="design-screen__choice">
                <input
                  type="radio"
                  name="spacing"
                  checked={draft.spacing === spacing}
                  onChange={() => change({ ...draft, spacing })}
                />
                {SPACING_LABELS[spacing]}
              </label>
            ))}
          </fieldset>
        </TabPanel>
      </Tabs>
      {canEdit ? (
        <div className="design-screen__actions">
          <button type="button" className="button" disabled={busy || !dirty} onClick={() => void save()}>
            Save draft
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !pending}
            onClick={() => void publish()}
          >
            Publish
          </button>
        </div>
      ) : (
        <p className="field__help">Your role may look at the design but not change it.</p>
      )}
      {unsaved.prompt}
    </div>
  );
}
