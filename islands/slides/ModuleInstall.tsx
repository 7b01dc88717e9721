// The upload dialog's module install (spec 2 §4 install states, §8): confirm, installing, failed (retry
// or discard); once installed, the course page opens again with the upload dialog.
import { useState } from "react";
import { runWrite, useService, useTranslate, useWriteLock } from "../../src/kit";

export const MODULE_MODEL = "ir.module.module";
export const INSTALL_METHOD = "button_immediate_install";
export const INSTALL_CONFIRM = 'Do you want to install the "%s" app?';
export const INSTALLING = 'Installing "%s".';
export const INSTALL_FAILED = 'Failed to install "%s".';
export const ALREADY_INSTALLING = 'Already installing "%s".';

export interface InstallableModule { id: number; name: string; motivational?: string }

export function parseModules(value: string | undefined): InstallableModule[] {
  try {
    const modules = JSON.parse(value || "[]");
    return Array.isArray(modules) ? modules.filter((m) => Number.isInteger(m?.id) && typeof m?.name === "string") : [];
  } catch {
    return [];
  }
}

export function ModuleInstall({ module, onInstalled, onDiscard }: { module: InstallableModule; onInstalled: () => void; onDiscard: () => void }) {
  const orm = useService("orm");
  const _t = useTranslate();
  const [state, setState] = useState<"confirm" | "installing" | "failed">("confirm");
  const [message, setMessage] = useState(_t(INSTALL_CONFIRM, module.name));
  const lock = useWriteLock();

  const install = () => {
    if (lock.isBusy()) return setMessage(_t(ALREADY_INSTALLING, module.name));
    void runWrite(lock, async () => {
      setState("installing");
      setMessage(_t(INSTALLING, module.name));
      try {
        await orm.call(MODULE_MODEL, INSTALL_METHOD, [[module.id]]);
        onInstalled();
      } catch {
        setState("failed");
        setMessage(_t(INSTALL_FAILED, module.name));
      }
    });
  };

  const failed = state === "failed";
  return (
    <div className={`o_wslides_install_module o_wslides_install_${state}`}>
      {module.motivational ? <p className="text-muted">{module.motivational}</p> : null}
      <p className={failed ? "text-danger" : ""} role={failed ? "alert" : "status"}>{message}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={install}>{failed ? _t("Retry") : _t("Install")}</button>
        <button type="button" className="btn btn-secondary" onClick={onDiscard}>{_t("Discard")}</button>
      </div>
    </div>
  );
}
