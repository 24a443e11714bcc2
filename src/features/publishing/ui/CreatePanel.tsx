// "Create your own" on the dashboard: four ways to start — write or paste Markdown/JSON (a plain
// form that also works without JavaScript), upload a PDF/Markdown/JSON file, use a template, or
// start blank — with one privacy choice for all of them. On a team's page every way
// makes the presentation in that team (`team`, its tid).

import { type KeyboardEvent, type RefObject, useState } from 'react';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import type { SiteProps } from '../../../kernel/site';
import { BlankForm } from './BlankForm';
import { ProblemList } from './ProblemList';
import { TemplatePicker } from './TemplatePicker';
import { UploadForm } from './UploadForm';
import { TABS, type Tab, useCreateTabs } from './useCreateTabs';
import './CreatePanel.css';

type Privacy = 'public' | 'reusable' | 'private';
const PRIVACY_CHOICES = ['public', 'reusable', 'private'] as const;

export interface CreateForm {
  source: string;
  privacy: Privacy;
  problems: string[];
}

const PASTE_FORM = 'create-paste';

function PasteForm({ site, form, team }: { site: SiteProps; form: CreateForm; team?: string }) {
  const t = useT();
  return (
    <form id={PASTE_FORM} className="create-panel__paste" method="post" action="/dashboard/next/">
      <p className="create-panel__lead">{t('dashboard.createLead')}</p>
      <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
      {team ? <input type="hidden" name="team" value={team} /> : null}
      {form.problems.length > 0 ? <ProblemList message={form.problems.join('; ')} /> : null}
      <label htmlFor="dashboard-source">{t('dashboard.source')}</label>
      <textarea
        id="dashboard-source"
        name="source"
        rows={14}
        defaultValue={form.source}
        required
        spellCheck={false}
        aria-invalid={form.problems.length > 0 || undefined}
      />
      <div className="create-panel__actions">
        <button className="button button--primary" type="submit">
          {t('dashboard.publish')}
        </button>
      </div>
    </form>
  );
}

export function CreatePanel({
  site,
  form,
  team,
  title,
}: {
  site: SiteProps;
  form: CreateForm;
  team?: string;
  /** The heading, when not "Create your own". */
  title?: string;
}) {
  const t = useT();
  const { tab, opened, open, tabs, onKeyDown } = useCreateTabs();
  const [privacy, setPrivacy] = useState<Privacy>(form.privacy);

  return (
    <section id="create" className="create-panel" aria-labelledby="create-title">
      <h2 id="create-title">{title ?? t('dashboard.create')}</h2>
      <PrivacyChoice privacy={privacy} onChange={setPrivacy} />
      <CreateTabs tab={tab} tabs={tabs} onOpen={open} onKeyDown={onKeyDown} />
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`create-panel-${name}`}
          aria-labelledby={`create-tab-${name}`}
          className="create-panel__panel"
          hidden={tab !== name}
        >
          {name === 'paste' ? <PasteForm site={site} form={form} team={team} /> : null}
          {name === 'upload' && opened.has(name) ? <UploadForm privacy={privacy} team={team} /> : null}
          {name === 'template' && opened.has(name) ? <TemplatePicker privacy={privacy} team={team} /> : null}
          {name === 'blank' && opened.has(name) ? <BlankForm privacy={privacy} team={team} /> : null}
        </div>
      ))}
    </section>
  );
}

/** Who can see what is made, with what that means: one choice for every way. */
function PrivacyChoice({ privacy, onChange }: { privacy: Privacy; onChange: (privacy: Privacy) => void }) {
  const t = useT();
  return (
    <div className="create-panel__privacy">
      <label htmlFor="create-privacy">{t('dashboard.privacy')}</label>
      {/* Outside the paste form, but submitted with it (form=…), so one choice serves every way. */}
      <select
        id="create-privacy"
        name="privacy"
        form={PASTE_FORM}
        value={privacy}
        aria-describedby="create-privacy-hint"
        onChange={(event) => onChange(event.target.value as Privacy)}
      >
        {PRIVACY_CHOICES.map((p) => (
          <option key={p} value={p}>
            {t(`dashboard.privacy.${p}` as MessageId)}
          </option>
        ))}
      </select>
      <span id="create-privacy-hint" className="create-panel__hint">
        {t(`create.privacyHint.${privacy}` as MessageId)}
      </span>
    </div>
  );
}

interface CreateTabsProps {
  tab: Tab;
  /** The tab buttons, for the keys to focus. */
  tabs: RefObject<(HTMLButtonElement | null)[]>;
  onOpen: (name: Tab) => void;
  /** Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). */
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A tab per way to create, the open one in the tab order. */
function CreateTabs({ tab, tabs, onOpen, onKeyDown }: CreateTabsProps) {
  const t = useT();
  return (
    <div className="create-panel__tabs" role="tablist" aria-label={t('create.ways')} onKeyDown={onKeyDown}>
      {TABS.map((name, i) => (
        <button
          key={name}
          ref={(element) => {
            tabs.current[i] = element;
          }}
          type="button"
          role="tab"
          id={`create-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`create-panel-${name}`}
          tabIndex={tab === name ? 0 : -1}
          className="create-panel__tab"
          onClick={() => onOpen(name)}
        >
          {t(`create.tab.${name}` as MessageId)}
        </button>
      ))}
    </div>
  );
}
