import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
}

/** Describes a thrown value the way the spec asks: its status, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: number; statusText?: string; message?: string };
    if (typeof status === 'number') return statusText ? `${status} ${statusText}` : String(status);
    if (message) return message;
  }
  return String(error);
}

export function ErrorNotice({ error }: { error: unknown }) {
  return (
    <div role="alert" className="rounded-card bg-red-50 p-6 text-red-900">
      <h2 className="text-lg font-semibold">Unexpected Application Error!</h2>
      <p className="mt-2 text-sm">{describeError(error)}</p>
    </div>
  );
}

/** Keeps one broken widget from taking the page down with it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <ErrorNotice error={this.state.error} /> : this.props.children;
  }
}
