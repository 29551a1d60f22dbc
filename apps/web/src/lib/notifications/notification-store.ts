import { create } from 'zustand';

/**
 * Colours by meaning (docs/product/shell-and-accounts.md, "Notifications"): success is green, info blue,
 * warning orange-3 and error orange (the theme gives each its hue).
 */
export type NotificationColor = 'success' | 'info' | 'warning' | 'error';

export type NotificationPayload = {
  message: string;
  color?: NotificationColor;
  code?: number | string;
  timeout?: number;
  isHTTP?: boolean;
};

export type Notification = {
  id: number;
  message: string;
  color: NotificationColor;
  code: number | string | null;
  timeout: number;
  isHTTP: boolean;
  date: number;
};

/** docs/product/shell-and-accounts.md, "Notifications" */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 4000;

type NotificationState = {
  /** Shown one at a time, oldest first. */
  queue: Notification[];
  notify: (payload: NotificationPayload) => void;
  hideNotification: (id: number) => void;
};

let nextId = 1;

function isValidPayload(payload: unknown): payload is NotificationPayload {
  if (typeof payload !== 'object' || payload === null) return false;
  const { message } = payload as { message?: unknown };
  return typeof message === 'string' && message.trim().length > 0;
}

export const useNotificationStore = create<NotificationState>()((set) => ({
  queue: [],
  notify: (payload) => {
    // docs/product/shell-and-accounts.md, "Notifications": a payload without a message is ignored, with a
    // log.
    if (!isValidPayload(payload)) {
      console.warn('Payload not provided in proper format.');
      return;
    }
    const isHTTP = payload.isHTTP === true;
    const notification: Notification = {
      id: nextId++,
      message: payload.message,
      color: payload.color ?? (isHTTP ? 'error' : 'info'),
      code: payload.code ?? null,
      timeout: payload.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT_MS,
      isHTTP,
      date: Date.now(),
    };
    set((state) => ({ queue: [...state.queue, notification] }));
  },
  hideNotification: (id) => set((state) => ({ queue: state.queue.filter((n) => n.id !== id) })),
}));

/** For code outside React (query cache, error page reporting). */
export function notify(payload: NotificationPayload): void {
  useNotificationStore.getState().notify(payload);
}

/**
 * docs/product/shell-and-accounts.md, "Notifications": the code is shown only when the error came from HTTP.
 */
export function notificationCodeText(notification: Pick<Notification, 'code' | 'isHTTP'>): string | null {
  if (!notification.isHTTP || notification.code === null) return null;
  return `Code: ${notification.code}`;
}
