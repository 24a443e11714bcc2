// The studio's camera and microphone: both, or the microphone alone when the
// camera is denied or missing, acquired again when another device is picked, with the devices the
// browser lists for the pickers. The camera state goes to the studio's reducer.
import { type Dispatch, useEffect, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { isDenied, type StudioMedia } from './media';
import type { StudioEvent } from './studio-state';

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

export function useMediaStream(media: StudioMedia, dispatch: Dispatch<StudioEvent>) {
  const t = useT();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<DeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<DeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: acquired again only when a device changes (t is the page's)
  useEffect(() => {
    let cancelled = false;
    let acquired: MediaStream | null = null;
    const audio: MediaTrackConstraints | boolean = microphoneId
      ? { deviceId: { exact: microphoneId } }
      : true;
    const video: MediaTrackConstraints = {
      ...(cameraId ? { deviceId: { exact: cameraId } } : {}),
      width: { ideal: 1280 },
      height: { ideal: 720 },
    };
    (async () => {
      let camera: 'on' | 'denied' | 'missing' = 'on';
      try {
        acquired = await media.getUserMedia({ video, audio });
      } catch (error) {
        camera = isDenied(error) ? 'denied' : 'missing';
        try {
          acquired = await media.getUserMedia({ audio });
        } catch {
          acquired = null;
        }
      }
      if (cancelled) {
        for (const track of acquired?.getTracks() ?? []) track.stop();
        return;
      }
      if (!acquired) {
        dispatch({ type: 'camera', camera });
        dispatch({ type: 'noMedia' });
        return;
      }
      setStream(acquired);
      dispatch({ type: 'camera', camera });
      const found = await media.enumerateDevices().catch(() => []);
      if (cancelled) return;
      const choices = (kind: MediaDeviceKind) =>
        found
          .filter((device) => device.kind === kind && device.deviceId)
          .map((device, i) => ({
            deviceId: device.deviceId,
            label: device.label || t('studio.deviceN', { n: i + 1 }),
          }));
      setCameras(choices('videoinput'));
      setMicrophones(choices('audioinput'));
    })();
    return () => {
      cancelled = true;
      for (const track of acquired?.getTracks() ?? []) track.stop();
    };
  }, [media, cameraId, microphoneId]);

  return { stream, cameras, microphones, cameraId, setCameraId, microphoneId, setMicrophoneId };
}
