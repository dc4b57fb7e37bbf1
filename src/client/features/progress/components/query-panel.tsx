import type { ReactNode } from 'react';
import { PanelMessage } from './panel-message';

type PanelQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
};

type Props<T> = {
  query: PanelQuery<T>;
  /** What is loading, as in "Loading achievements..." and "Your achievements could not be loaded." */
  noun: string;
  /** Stands in for an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** The loading line, the error line with "Try again", or the empty line, until there is a list. */
export function QueryPanel<T>({ query, noun, empty, children }: Props<T>) {
  if (query.isPending) return <PanelMessage kind="loading">Loading {noun}...</PanelMessage>;
  if (query.isError || query.data === undefined) {
    return (
      <PanelMessage kind="error" onRetry={() => void query.refetch()}>
        Your {noun} could not be loaded.
      </PanelMessage>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) {
    return <PanelMessage kind="empty">{empty}</PanelMessage>;
  }
  return children(query.data);
}
