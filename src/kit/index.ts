// The island kit: the one import of an island. Everything an island needs from the runtime is
// here: its definition and markup contract, bindings to its markup, helpers that clean up when
// it stops, typed services, answer checks and the error texts of failed calls.
export { defineIsland, type IslandDefinition, type BindIslandDefinition, type Moment } from "../runtime/island";
export type { BindContext } from "./bind_mount";
export { attr, child, defineMarkup, mergeMarkup, type Markup, type AttrSpec, type ChildSpec } from "./markup";
export type { IslandProps } from "./read_markup";
export { findIn, type Part, type Parts } from "./parts";
export { useOuterParts, type OuterParts } from "./outer_parts";
export { writeOn, writeIn, type Written } from "./write_on";
export { attrsOf } from "./attrs_of";
export { useSlot, type SlotPlace } from "./slot";
export { useBind, type Binding, type Bindings } from "./bind";
export { useBindOutside } from "./use_bind_outside";
export { Portal } from "./Portal";
export { RegionBefore } from "./RegionBefore";
export { HostPortal } from "../components/HostPortal";
export { useEnv, useHost, useTranslate } from "../hooks/use_env";
export { useHostEvent } from "../hooks/use_host_event";
export { useService, type Services } from "./services";
export { debounce, throttle, leadingDebounce, type Timed, type LeadingDebounced } from "./timing";
export { useDebounced, useThrottled, useLeadingDebounced, useInterval, useTimeouts, useWaitFor, useAlive, type Timeouts } from "./lifecycle";
export { createWriteLock, runWrite, useWriteLock, useWriteBusy, WriteIgnored, type WriteLock } from "./write_lock";
export { errorText, MalformedAnswerError, MALFORMED_ANSWER, UNREACHABLE_SERVER } from "./error_text";
export { isAnswerLost, mayHaveActed } from "./answer_lost";
export { fetchCurrentPage } from "./page_state";
export { reloadWithNotice, takeNoticeAfterReload, useNoticeAfterReload, type Notice } from "./notice_after_reload";
export { useStartOnce } from "./use_start_once";
export { useScrollFrame } from "./use_scroll_frame";
export { is, checked, expectAnswer, type Schema, type Infer } from "./check";
export { isEditing, setEditing } from "../loader/editor_mode";
export { RPCError } from "../services/rpc_errors";
export type { Translate } from "../runtime/env";
// Shared UI and browser helpers the islands of several areas use (portal, payment, totp).
export { Dialog } from "../components/Dialog";
export { ConfirmFooter } from "../components/ConfirmFooter";
export { ConfirmationDialog } from "../components/ConfirmationDialog";
export { AlertDialog } from "../components/AlertDialog";
export { SanitizedHtml } from "../components/sanitized_html";
export { MessageHtml, sanitizerFor } from "../components/message_html";
export { addButtonLoadingEffect } from "../components/button_loading";
export { DROPDOWN_TOGGLE, bindMarkupDropdowns } from "../components/markup_dropdown";
export { useServiceLater } from "../hooks/use_service_later";
export { useFocusTrap } from "../hooks/use_focus_trap";
export { browserNavigation } from "../services/browser_navigation";
export { readSessionInfo } from "../services/session_info";
export { HTTPError } from "../services/http";
export { ConnectionAbortedError } from "../services/rpc_errors";
export { progressRatio, type UploadProgress } from "../services/upload_progress";
export type { AttributeReader } from "../runtime/attributes";
export type { RPC } from "../services/rpc";
export type { DialogService } from "../services/dialog";
export type { HttpService } from "../services/http";
export type { NotificationService } from "../services/notification";
export type { OrmService } from "../services/orm";
export type { UserService } from "../services/user";
export type { UploadService } from "../services/upload";
export { usePostOnce, submitButtonOf } from "./post_once";

// What islands use from the runtime, services and loader, re-exported so that the kit stays
// their one import.
export { useHotkey } from "../hooks/use_hotkey";
export { EDITOR_BODY_CLASS } from "../loader/editor_mode";
export type { Env } from "../runtime/env";
export { loadServices } from "../runtime/lazy_services";
export { liveIslands } from "../runtime/live_islands";
export { sprintf } from "../runtime/translate";
export type { BusMessage, BusNotification, BusService } from "../services/bus";
export { deleteCookie, getCookie, setCookie } from "../services/cookie";
export type { DownloadService } from "../services/download";
export type { EffectService, FadeSpeed } from "../services/effect";
export { RESIZE_OBSERVER_WARNINGS } from "../services/error/messages";
export { localizationStore } from "../services/localization";
export type { NotificationType } from "../services/notification";
export type { PopoverPosition, PopoverService } from "../services/popover";
export type { SessionService } from "../services/session";
export type { UIService } from "../services/ui";
export { isSmallSize, sizeOf } from "../services/ui_size";
export type { UploadedFile } from "../services/upload";
