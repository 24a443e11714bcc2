// The studio's devices: why it cannot record, or records without the camera,
// and the camera and microphone pickers, which are fixed once a recording begins.
import { useT } from '../../../../i18n/react';
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
        <DevicePicker
          label={t('studio.camera')}
          none={cameras.length ? t('studio.deviceDefault') : t('studio.noCamera')}
          devices={cameras}
          value={props.cameraId}
          onChange={props.setCameraId}
        />
        <DevicePicker
          label={t('studio.microphone')}
          none={t('studio.deviceDefault')}
          devices={microphones}
          value={props.microphoneId}
          onChange={props.setMicrophoneId}
        />
      </fieldset>
    </>
  );
}

interface DevicePickerProps {
  label: string;
  /** The first option's label: the browser's default device. */
  none: string;
  devices: DeviceChoice[];
  value: string;
  onChange(id: string): void;
}

function DevicePicker({ label, none, devices, value, onChange }: DevicePickerProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{none}</option>
        {devices.map((device) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label}
          </option>
        ))}
      </select>
    </label>
  );
}
