// A message to acknowledge (spec 1 §9: small size, default title Alert).
import type { ReactNode } from "react";
import { useTranslate } from "../hooks/use_env";
import { ConfirmationDialog } from "./ConfirmationDialog";
import type { DialogSize } from "./Dialog";

export const ALERT_TITLE = "Alert";
export const ALERT_SIZE: DialogSize = "sm";

export interface AlertDialogProps {
  title?: string;
  body: ReactNode;
  confirm?: () => unknown;
  confirmLabel?: string;
  close: () => void;
}

export function AlertDialog({ title, ...rest }: AlertDialogProps) {
  const _t = useTranslate();
  return <ConfirmationDialog title={title ?? _t(ALERT_TITLE)} size={ALERT_SIZE} {...rest} />;
}
