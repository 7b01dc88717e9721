// Islands used by the loader tests only.
import { useEffect, useState } from "react";
import { defineIsland } from "../../../src/runtime/island";
import { useHost } from "../../../src/hooks/use_env";

export const log: string[] = [];

function Counter({ start, label }: { start: number; label: string }) {
  const [count, setCount] = useState(start);
  useEffect(() => {
    log.push(`mount counter ${label}`);
    return () => void log.push(`unmount counter ${label}`);
  }, [label]);
  return <button onClick={() => setCount(count + 1)}>{`${label}: ${count}`}</button>;
}

export const counter = defineIsland({
  name: "test.counter",
  selector: ".t-counter",
  moment: "load",
  mode: "render",
  props: (host, read) => ({ start: read.int("data-start", 0), label: host.textContent?.trim() || "count" }),
  Component: Counter,
});

function Marker({ note }: { note?: string }) {
  const host = useHost();
  useEffect(() => {
    host.classList.add("t-enhanced");
    if (note) host.dataset.note = note;
    log.push(`mount marker ${host.id}`);
    return () => {
      host.classList.remove("t-enhanced");
      log.push(`unmount marker ${host.id}`);
    };
  }, [host, note]);
  return null;
}

export const marker = defineIsland({ name: "test.marker", selector: ".t-marker", moment: "load", mode: "enhance", Component: Marker });
export const lazyMarker = defineIsland({ name: "test.lazy", selector: ".t-lazy", moment: "interaction", mode: "enhance", Component: Marker });
export const visibleMarker = defineIsland({ name: "test.visible", selector: ".t-visible", moment: "visible", mode: "enhance", Component: Marker });
export const idleMarker = defineIsland({ name: "test.idle", selector: ".t-idle", moment: "idle", mode: "enhance", Component: Marker });
export const editableMarker = defineIsland({ name: "test.editable", selector: ".t-editable", moment: "load", mode: "enhance", editMode: "on", Component: Marker });

function Thrower(): null {
  throw new Error("island exploded");
}
export const thrower = defineIsland({ name: "test.thrower", selector: ".t-thrower", moment: "load", mode: "render", Component: Thrower });
