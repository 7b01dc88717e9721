// Per-island error isolation: an island that throws while rendering is logged with its name and
// host element, renders nothing, and leaves every other island working.
import { Component, type ReactNode } from "react";

interface Props {
  name: string;
  host: Element | null;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[islands] island "${this.props.name}" failed on`, this.props.host, error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
