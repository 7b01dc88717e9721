// Moments: several islands waiting for one element to become visible all run; one that stops
// waiting leaves the others waiting.
import { afterEach, expect, it, vi } from "vitest";
import { whenMoment } from "../../../src/loader/moments";

afterEach(() => vi.unstubAllGlobals());

it("runs every island waiting for the same element's visibility, and only those still waiting", () => {
  const observers: { callback: IntersectionObserverCallback; unobserved: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      unobserved: Element[] = [];
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
      unobserve(el: Element) {
        this.unobserved.push(el);
      }
    },
  );
  const map = document.createElement("section");
  const runs: string[] = [];
  whenMoment("visible", map, () => runs.push("map"));
  const stopWarning = whenMoment("visible", map, () => runs.push("warning"));
  whenMoment("visible", map, () => runs.push("chart"));
  stopWarning();
  const [observer] = observers;
  expect(observer.unobserved).toEqual([]);
  observer.callback([{ target: map, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as any);
  expect(runs).toEqual(["map", "chart"]);
  expect(observer.unobserved).toEqual([map]);
});
