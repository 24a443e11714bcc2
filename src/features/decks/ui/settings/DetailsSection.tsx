// Title, description (rich text) and tags, saved together with one PATCH.

import { type FormEvent, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { LIMITS } from '../../../../kernel/limits';
import { splitTags } from '../../../../kernel/tags';
import { callApi } from '../../../../lib/api-client';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { type PresentationSettings, settingsApi } from '../../settings.contracts';
import { RichTextEditor } from './RichTextEditor';

export interface DetailsSectionProps {
  settings: PresentationSettings;
  onSaved: (settings: PresentationSettings) => void;
}

export function DetailsSection({ settings, onSaved }: DetailsSectionProps) {
  const t = useT();
  const [title, setTitle] = useState(settings.title);
  const [descriptionHtml, setDescriptionHtml] = useState(settings.descriptionHtml);
  const [tags, setTags] = useState(settings.tags.join(', '));
  const { status, run, busy } = useAction();

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const saved = await callApi(settingsApi.update, {
        params: { oid: settings.oid },
        body: { title, descriptionHtml, tags: splitTags(tags) },
      });
      // Show what the server kept: the tidied title and the normalised tags.
      setTitle(saved.title);
      setTags(saved.tags.join(', '));
      onSaved(saved);
      return t('manage.saved');
    });
  };

  return (
    <section className="manage__section" aria-labelledby="manage-details">
      <h2 id="manage-details">{t('manage.details')}</h2>
      <form onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor="manage-title">{t('manage.title')}</label>
          <input
            id="manage-title"
            value={title}
            maxLength={LIMITS.titleLength}
            required
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="field">
          <span className="manage__label" id="manage-description-label">
            {t('manage.description')}
          </span>
          <RichTextEditor
            id="manage-description"
            labelId="manage-description-label"
            describedBy="manage-description-help"
            initialHtml={settings.descriptionHtml}
            onChange={setDescriptionHtml}
          />
          <p className="manage__help" id="manage-description-help">
            {t('manage.descriptionHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="manage-tags">{t('manage.tags')}</label>
          <input
            id="manage-tags"
            value={tags}
            aria-describedby="manage-tags-help"
            onChange={(event) => setTags(event.target.value)}
          />
          <p className="manage__help" id="manage-tags-help">
            {t('manage.tagsHelp', { max: LIMITS.tagsPerPresentation, length: LIMITS.tagLength })}
          </p>
        </div>
        <div className="manage__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('manage.save')}
          </button>
          <ActionStatus status={status} busyText={t('manage.saving')} />
        </div>
      </form>
    </section>
  );
}
