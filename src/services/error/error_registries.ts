// The error layer's registries, open to other modules:
// - errorHandlerRegistry: handlers tried in sequence; the first that returns true handled it;
// - errorDialogRegistry: exception name → dialog component (built on the base Dialog);
// - errorNotificationRegistry: exception name → sticky warning notification options.
import type { ComponentType } from "react";
import { Registry } from "../../runtime/registry";
import type { Env } from "../../runtime/env";
import type { DialogService } from "../dialog";
import type { NotificationService, NotificationType } from "../notification";
import type { RPC } from "../rpc";
import type { UncaughtError } from "./uncaught_errors";

export interface ErrorHandlerContext {
  env: Env;
  dialog: DialogService;
  notification: NotificationService;
  rpc: RPC;
}

export type ErrorHandler = (context: ErrorHandlerContext, error: UncaughtError, original: unknown) => boolean;

export interface ErrorNotification {
  title: string;
  type?: NotificationType;
  sticky?: boolean;
  message?: string;
}

export const errorHandlerRegistry = new Registry<ErrorHandler>("error_handlers");
export const errorDialogRegistry = new Registry<ComponentType<any>>("error_dialogs");
export const errorNotificationRegistry = new Registry<ErrorNotification>("error_notifications");
