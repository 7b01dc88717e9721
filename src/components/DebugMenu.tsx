// The debug menu (spec 1 §2, §6): shown in debug mode; entries reload with ?debug=assets or
// ?debug=assets,tests, regenerate the assets, leave debug mode, open the page's view, access rights
// and record rules when the access checks allow, become superuser (admins only), and profiling.
import { useStore } from "../hooks/use_store";
import { useState } from "react";
import { useTranslate } from "../hooks/use_env";
import { useService } from "../hooks/use_service";
import { browserNavigation } from "../services/browser_navigation";
import type { AccessRights, DebugService } from "../services/debug";
import type { PageService } from "../services/page";
import type { ProfilingService } from "../services/profiling";
import { Dropdown, DropdownItem } from "./Dropdown";

export const PROFILING_ENTRIES: { collector: string; label: string }[] = [
  { collector: "sql", label: "Record sql" },
  { collector: "traces_async", label: "Record traces" },
  { collector: "traces_sync", label: "Record traces (sync)" },
  { collector: "qweb", label: "Record qweb" },
];

export function DebugMenu() {
  const _t = useTranslate();
  const debug = useService<DebugService>("debug");
  const profiling = useService<ProfilingService>("profiling");
  const page = useService<PageService>("page");
  const state = useStore(profiling.state);
  const [rights, setRights] = useState<AccessRights | null>(null);
  const active = Boolean(state.session);

  const onOpenChange = (open: boolean) => {
    if (open && !rights) void debug.accessRights().then(setRights);
  };

  return (
    <Dropdown
      toggler={<span className={`fa fa-bug${active ? " text-danger" : ""}`} aria-hidden="true" />}
      ariaLabel={active ? _t("Debug menu (profiling is on)") : _t("Debug menu")}
      title={_t("Debug menu")}
      togglerClassName="btn btn-link nav-link o_debug_menu_toggler"
      placement="bottom-end"
      menuClassName="o_debug_menu"
      onOpenChange={onOpenChange}
    >
      <DropdownItem onSelect={debug.activateAssets}>{_t("Activate Assets Debugging")}</DropdownItem>
      <DropdownItem onSelect={debug.activateTests}>{_t("Activate Tests Assets Debugging")}</DropdownItem>
      <DropdownItem onSelect={() => void debug.regenerateAssets()}>{_t("Regenerate Assets Bundles")}</DropdownItem>
      {debug.canBecomeSuperuser ? <DropdownItem onSelect={debug.becomeSuperuser}>{_t("Become Superuser")}</DropdownItem> : null}
      <Dropdown toggler={_t("Profiling")}>
        <DropdownItem checked={active} onSelect={() => void profiling.toggleProfiling()}>
          {_t("Enable profiling")}
        </DropdownItem>
        {PROFILING_ENTRIES.map(({ collector, label }) => (
          <DropdownItem key={collector} checked={state.collectors.includes(collector)} onSelect={() => void profiling.toggleCollector(collector)}>
            {_t(label)}
          </DropdownItem>
        ))}
        <DropdownItem
          checked={Boolean(state.params.execution_context_qweb)}
          disabled={!state.collectors.includes("qweb")}
          onSelect={() => void profiling.toggleParam("execution_context_qweb")}
        >
          {_t("Add qweb directive context")}
        </DropdownItem>
        <DropdownItem onSelect={debug.listProfiles}>{_t("Open profiles")}</DropdownItem>
      </Dropdown>
      {rights?.canEditView && page.viewId ? (
        <DropdownItem onSelect={() => browserNavigation.assign(`/web#id=${page.viewId}&model=ir.ui.view&view_type=form`)}>
          {_t("Edit View")}
        </DropdownItem>
      ) : null}
      {rights?.canSeeModelAccess && page.mainObject ? (
        <DropdownItem onSelect={() => browserNavigation.assign(`/web#action=base.ir_access_act&model=${page.mainObject!.model}`)}>
          {_t("View Access Rights")}
        </DropdownItem>
      ) : null}
      {rights?.canSeeRecordRules && page.mainObject ? (
        <DropdownItem onSelect={() => browserNavigation.assign(`/web#action=base.action_rule&model=${page.mainObject!.model}`)}>
          {_t("View Record Rules")}
        </DropdownItem>
      ) : null}
      <div className="dropdown-divider" role="separator" />
      <DropdownItem onSelect={debug.leave}>{_t("Leave the Developer Tools")}</DropdownItem>
    </Dropdown>
  );
}
