// The progress of a publish in flight: a real <progress> bar with what is happening ("Rendering
// page 3 of 12", "Uploading 45 %"), a Cancel button, and a quiet announcement when the step changes.
import { useT } from '../../../i18n/react';
import type { UploadPhase } from './publish-file';

function describe(phase: UploadPhase, t: ReturnType<typeof useT>): { label: string; value?: number } {
  switch (phase.step) {
    case 'reading':
      return { label: t('create.progress.reading') };
    case 'rendering':
      return {
        label: t('create.progress.rendering', { page: phase.page, pages: phase.pages }),
        value: Math.round(((phase.page - 1) / phase.pages) * 100),
      };
    case 'uploading':
      return { label: t('create.progress.uploading', { percent: phase.percent }), value: phase.percent };
    case 'processing':
      return { label: t('create.progress.processing') };
    case 'converting':
      return { label: t('create.progress.converting') };
  }
}

export function UploadProgress({ phase, onCancel }: { phase: UploadPhase; onCancel?: () => void }) {
  const t = useT();
  const { label, value } = describe(phase, t);
  return (
    <div className="upload-progress">
      <div className="upload-progress__row">
        <progress
          className="upload-progress__bar"
          max={100}
          // No value: the browser shows an indeterminate bar while the server works.
          {...(value === undefined ? {} : { value })}
          aria-label={label}
        />
        <span className="upload-progress__label">{label}</span>
      </div>
      {/* Screen readers hear each step once, not every percent. */}
      <p className="visually-hidden" aria-live="polite">
        {t(`create.progress.step.${phase.step}`)}
      </p>
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel}>
          {t('create.cancel')}
        </button>
      ) : null}
    </div>
  );
}
