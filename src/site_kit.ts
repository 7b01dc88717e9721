// What a site's own islands import at run time. `node build.mjs --site <folder>` points their
// imports of the kit, react, react-dom and react/jsx-runtime at this file of the product's build,
// so they run on the product's runtime: one React, one environment, one set of services.
// It holds the kit's declarative core (definition, markup contract, bindings, portals, lifecycle,
// services, answer checks, error texts), imported module by module and not through the kit's
// barrel: a module of the product that only one island used stays inside that island's chunk
// (tests/e2e/site_islands.spec.ts checks it on the build). So useHostEvent, which one product
// island uses, is not here: a site's island listens to its host with useBind (`host: { on }`).
import "./runtime/boot";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as JSXRuntime from "react/jsx-runtime";

export { React, ReactDOM, JSXRuntime };
export { defineIsland } from "./runtime/island";
export { attr, child, defineMarkup } from "./kit/markup";
export { useBind } from "./kit/bind";
export { Portal } from "./kit/Portal";
export { useEnv, useHost, useTranslate } from "./hooks/use_env";
export { useService } from "./kit/services";
export { debounce, throttle, leadingDebounce } from "./kit/timing";
export { useDebounced, useThrottled, useLeadingDebounced, useInterval, useTimeouts, useWaitFor, useAlive } from "./kit/lifecycle";
export { createWriteLock, runWrite, useWriteLock, useWriteBusy, WriteIgnored } from "./kit/write_lock";
export { errorText, MalformedAnswerError, MALFORMED_ANSWER, UNREACHABLE_SERVER } from "./kit/error_text";
export { isAnswerLost } from "./kit/answer_lost";
export { is, checked, expectAnswer } from "./kit/check";
export { RPCError } from "./services/rpc_errors";
export { sprintf } from "./runtime/translate";
export { localizationStore } from "./services/localization";
export { deleteCookie, getCookie, setCookie } from "./services/cookie";
