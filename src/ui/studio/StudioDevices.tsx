// The studio's devices (issue #18 item 1): why it cannot record, or records without the camera,
// and the camera and microphone pickers, which are fixed once a recording begins.
import { useT } from '../../i18n/react';
import type { StudioState } from './studio-state';
import type { DeviceChoice } from './useMediaStream';

export interface StudioDevicesProps {
  state: StudioState;
  /** Whether the browser can record (null until known, in the browser). */
  recordable: boolean | null;
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  cameraId: string;
  setCameraId(id: string): void;
  microphoneId: string;
  setMicrophoneId(id: string): void;
}

export function StudioDevices(props: StudioDevicesProps) {
  const { state, recordable, cameras, microphones } = props;
  const t = useT();
  const problem =
    recordable === false
      ? t('studio.unsupported')
      : state.noMedia
        ? t('studio.noMedia')
        : state.camera === 'denied'
          ? t('studio.cameraDenied')
          : state.camera === 'missing'
            ? t('studio.cameraMissing')
            : null;
  return (
    <>
      {problem ? (
        <p className="studio__message" role="alert">
          {problem}
        </p>
      ) : null}
      <fieldset className="studio__devices" disabled={state.phase.name !== 'idle'}>
        <legend>{t('studio.devices')}</legend>
        <label>
          {t('studio.camera')}
          <select value={props.cameraId} onChange={(event) => props.setCameraId(event.target.value)}>
            <option value="">{cameras.length ? t('studio.deviceDefault') : t('studio.noCamera')}</option>
            {cameras.map((device) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('studio.microphone')}
          <select value={props.microphoneId} onChange={(event) => props.setMicrophoneId(event.target.value)}>
            <option value="">{t('studio.deviceDefault')}</option>
            {microphones.map((device) => (
              <option key={device.deviceId} value={device.deviceId}>
                {device.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </>
  );
}
