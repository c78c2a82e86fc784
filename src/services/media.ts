import type { DeviceStream } from '../machines/device-check/device-check.machine';

/** True when the browser can reach cameras and microphones (a recent browser, on HTTPS or localhost). */
export function mediaSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Opens the camera or the microphone; rejects with the browser's error (NotAllowedError, NotFoundError, …). */
export async function openDevice(kind: 'camera' | 'microphone'): Promise<DeviceStream & { media: MediaStream }> {
  const media = await navigator.mediaDevices.getUserMedia(kind === 'camera' ? { video: true } : { audio: { echoCancellation: false } });
  return { media, stop: () => media.getTracks().forEach((t) => t.stop()) };
}
