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
    // Outside the router: a reload of the page is the way back (e.g. after a deploy replaced a chunk).
    return (
      <main className="flex min-h-full flex-col items-center justify-center gap-6 p-6">
        <p role="alert" className="text-lg font-medium">
          {i18n.t("common:errors.appError")}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-tremor-default bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          {i18n.t("common:actions.retry")}
        </button>
      </main>
    );
  }
}
