// The fields of pictures and videos. A picture needs words for people who cannot see it: its alt
// text, unless it is marked decorative, and the panel says so while it has neither (the deck's
// checks refuse to publish it without one).
import { useId } from 'react';
import { useT } from '../../../../../i18n/react';
import { setProperties } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import type { Crop, ImageElement, VideoElement } from '../../../../../kernel/document/canvas/model';
import { CheckField, DraftField, NumberField, Section } from './fields';
import type { Apply } from './format-apply';

const NO_CROP: Crop = { left: 0, top: 0, right: 0, bottom: 0 };
const CROP_SIDES = ['left', 'top', 'right', 'bottom'] as const;

export function ImageFields({ element, apply }: { element: ImageElement; apply: Apply }) {
  const t = useT();
  const warningId = useId();
  const opacityId = useId();
  const set = (what: string, properties: Record<string, unknown>, burst?: boolean) =>
    apply((ydoc) => setProperties(ydoc, element.id, properties), what, burst);
  const missingAlt = !element.decorative && element.alt.trim() === '';
  const crop = element.crop ?? NO_CROP;
  const opacity = Math.round((element.opacity ?? 1) * 100);
  return (
    <Section title={t('canvasFormat.kind.image')}>
      <DraftField
        label={t('canvasFormat.alt')}
        value={element.alt}
        multiline
        describedBy={missingAlt ? warningId : undefined}
        parse={(text) => ({ value: text.trim() })}
        onCommit={(alt) => set(t('canvasFormat.alt'), { alt })}
      />
      {missingAlt ? (
        <p id={warningId} className="format-panel__warning">
          {t('canvasFormat.altMissing')}
        </p>
      ) : null}
      <CheckField
        label={t('canvasFormat.decorative')}
        checked={element.decorative === true}
        onChange={(on) => set(t('canvasFormat.decorative'), { decorative: on ? true : undefined })}
      />
      <div className="format-panel__field">
        <label htmlFor={opacityId} className="format-panel__label">
          {t('canvasFormat.opacity')}
        </label>
        <input
          id={opacityId}
          type="range"
          className="format-panel__range"
          min={0}
          max={100}
          step={5}
          value={opacity}
          aria-valuetext={`${opacity} %`}
          onChange={(event) =>
            set(
              t('canvasFormat.opacity'),
              {
                opacity: Number(event.target.value) === 100 ? undefined : Number(event.target.value) / 100,
              },
              true,
            )
          }
        />
      </div>
      <fieldset className="format-panel__crop">
        <legend className="format-panel__label">{t('canvasFormat.crop')}</legend>
        <div className="format-panel__grid">
          {CROP_SIDES.map((side) => (
            <NumberField
              key={side}
              label={t(`canvasFormat.crop.${side}`)}
              value={crop[side] * 100}
              min={0}
              max={90}
              onCommit={(percent) => {
                const next = { ...crop, [side]: percent / 100 };
                const none = CROP_SIDES.every((each) => next[each] === 0);
                return set(t('canvasFormat.crop'), { crop: none ? undefined : next });
              }}
            />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}

export function VideoFields({ element, apply }: { element: VideoElement; apply: Apply }) {
  const t = useT();
  return (
    <Section title={t('canvasFormat.kind.video')}>
      <DraftField
        label={t('canvasFormat.videoTitle')}
        value={element.title}
        parse={(text) =>
          text.trim() === '' ? { error: t('canvasFormat.videoTitleRequired') } : { value: text.trim() }
        }
        onCommit={(title) =>
          apply((ydoc) => setProperties(ydoc, element.id, { title }), t('canvasFormat.videoTitle'))
        }
      />
    </Section>
  );
}
