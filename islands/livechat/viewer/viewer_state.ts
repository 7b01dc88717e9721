// The viewer's state (spec 3 §2 "Attachment viewer", §9 "Viewer"): which attachment (wrapping around),
// zoom (never under 0.5), rotation and the image's offset; changing attachment resets it.
export const ZOOM_STEP = 0.5;
export const WHEEL_ZOOM_STEP = 0.1;
export const MIN_SCALE = 0.5;
export const ROTATE_STEP = 90;

export interface ViewerState { index: number; count: number; scale: number; angle: number; x: number; y: number }

export type ViewerAction =
  | { type: "next" | "previous" | "resetZoom" | "rotate" }
  | { type: "zoomIn" | "zoomOut"; step?: number }
  | { type: "pan"; dx: number; dy: number };

const round = (value: number) => Math.round(value * 100) / 100;
const framing = { scale: 1, angle: 0, x: 0, y: 0 };

export const initialViewerState = (index: number, count: number): ViewerState => ({ index, count, ...framing });

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case "next":
      return { ...state, ...framing, index: (state.index + 1) % state.count };
    case "previous":
      return { ...state, ...framing, index: (state.index - 1 + state.count) % state.count };
    case "zoomIn":
      return { ...state, scale: round(state.scale + (action.step ?? ZOOM_STEP)) };
    case "zoomOut":
      // zooming out only applies above the minimum
      return state.scale <= MIN_SCALE ? state : { ...state, scale: Math.max(MIN_SCALE, round(state.scale - (action.step ?? ZOOM_STEP))) };
    case "resetZoom":
      return { ...state, ...framing, angle: state.angle };
    case "rotate":
      return { ...state, angle: (state.angle + ROTATE_STEP) % 360 };
    case "pan":
      return { ...state, x: state.x + action.dx, y: state.y + action.dy };
  }
}

export const imageTransform = (state: ViewerState) => `translate(${state.x}px, ${state.y}px) scale(${state.scale}) rotate(${state.angle}deg)`;
