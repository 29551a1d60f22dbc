import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageDisplay } from '../../../lib/settings-dialog';

export type PageData<T> = {
  data: T | undefined;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
  /** Sample or empty data from the settings dialog, not the learner's own. */
  isSample: boolean;
};

/**
 * Picks the learner's data, or the settings dialog's sample or empty state
 * (docs/product/learning.md, "Page states").
 */
export function usePageData<T>(
  display: PageDisplay,
  query: UseQueryResult<T>,
  sample: () => T,
  empty: () => T,
): PageData<T> {
  const fixture = useMemo(
    () => (display === 'active' ? sample() : display === 'empty' ? empty() : undefined),
    [display, sample, empty],
  );
  if (fixture !== undefined) {
    return { data: fixture, isLoading: false, error: null, retry: () => {}, isSample: true };
  }
  return {
    data: query.data,
    isLoading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    isSample: false,
  };
}
