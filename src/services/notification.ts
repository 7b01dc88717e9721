// Notifications (spec 1 §3, §4, §5, §9): a message with an optional title, a type among warning,
// danger, success and info (anything else throws), buttons, and text unless messageIsHtml. They
// stack and auto-close after 4000 ms unless sticky; hovering or focusing one pauses its timer.
import { atom } from "nanostores";
import { NotificationContainer } from "../components/NotificationContainer";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";

export const NOTIFICATION_TYPES = ["warning", "danger", "success", "info"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_NOTIFICATION_TYPE: NotificationType = "warning";
export const NOTIFICATION_AUTOCLOSE_MS = 4000;
export const NOTIFICATION_SEQUENCE = 90;

export const invalidNotificationType = (type: unknown) =>
  `Invalid notification type "${String(type)}": it must be one of ${NOTIFICATION_TYPES.join(", ")}`;

export interface NotificationButton {
  name: string;
  icon?: string;
  primary?: boolean;
  onClick: () => void;
}

export interface NotificationOptions {
  title?: string;
  type?: NotificationType;
  sticky?: boolean;
  className?: string;
  buttons?: NotificationButton[];
  messageIsHtml?: boolean;
  onClose?: () => void;
}

export interface Notification {
  id: number;
  message: string;
  title?: string;
  type: NotificationType;
  sticky: boolean;
  className: string;
  buttons: NotificationButton[];
  messageIsHtml: boolean;
}

export function createNotificationService() {
  const notifications = atom<Notification[]>([]);
  const closers = new Map<number, () => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const startTimer = (id: number) => {
    const notification = notifications.get().find((n) => n.id === id);
    if (!notification || notification.sticky) return;
    clearTimeout(timers.get(id));
    timers.set(id, setTimeout(() => closers.get(id)?.(), NOTIFICATION_AUTOCLOSE_MS));
  };

  function add(message: string, options: NotificationOptions = {}): () => void {
    const type = options.type ?? DEFAULT_NOTIFICATION_TYPE;
    if (!(NOTIFICATION_TYPES as readonly string[]).includes(type)) throw new Error(invalidNotificationType(type));
    const id = nextId++;
    const notification: Notification = {
      id,
      message,
      title: options.title,
      type,
      sticky: Boolean(options.sticky),
      className: options.className ?? "",
      buttons: options.buttons ?? [],
      messageIsHtml: Boolean(options.messageIsHtml),
    };
    const close = () => {
      if (!closers.has(id)) return;
      closers.delete(id);
      clearTimeout(timers.get(id));
      timers.delete(id);
      notifications.set(notifications.get().filter((n) => n.id !== id));
      options.onClose?.();
    };
    closers.set(id, close);
    notifications.set([...notifications.get(), notification]);
    startTimer(id);
    return close;
  }

  return {
    add,
    notifications,
    close: (id: number) => closers.get(id)?.(),
    /** Holds a notification open while the pointer or focus is on it. */
    pause: (id: number) => clearTimeout(timers.get(id)),
    /** Restarts the full auto-close delay. */
    resume: (id: number) => startTimer(id),
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;

export const notificationService = defineService<NotificationService>({
  start() {
    const service = createNotificationService();
    addOverlay(NotificationContainer, { service }, { sequence: NOTIFICATION_SEQUENCE });
    return service;
  },
});
