import { Component, type ErrorInfo, type ReactNode } from "react";
import { i18n } from "../lib/i18n";

type State = { failed: boolean };

/** Last line of defence for render errors outside the router: "An error has occurred". */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-full items-center justify-center p-6 text-lg font-medium">
        {i18n.t("common:errors.appError")}
      </div>
    );
  }
}
