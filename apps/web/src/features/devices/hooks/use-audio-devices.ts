import { useEffect, useState } from 'react';
import type { DeviceEntry, DeviceMedia } from '../utils/media';

/**
 * Lists speakers and microphones while `enabled`; a failure is only logged
 * (docs/product/shell-and-accounts.md, "Testing devices").
 */
export function useAudioDevices(media: DeviceMedia, enabled: boolean): DeviceEntry[] {
  const [devices, setDevices] = useState<DeviceEntry[]>([]);

  useEffect(() => {
    if (!enabled) return undefined;
    let isCurrent = true;
    const load = () => {
      media
        .enumerateDevices()
        .then((entries) => {
          if (isCurrent) setDevices(entries);
        })
        .catch((error: unknown) => console.error('Listing audio devices failed', error));
    };
    load();
    const unsubscribe = media.onDeviceChange(load);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [media, enabled]);

  return devices;
}
