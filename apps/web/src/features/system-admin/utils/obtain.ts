import { notify } from '../../../lib/notifications';

/**
 * docs/product/administration.md, "Admin fetches": an admin list that arrives says so in green; one that
 * fails is only logged (the query's error state then clears the loading flag). An aborted request is neither.
 */
export async function obtain<T>(request: Promise<T>, success: string, what: string): Promise<T> {
  try {
    const data = await request;
    notify({ message: success, color: 'success' });
    return data;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Could not obtain ${what} from backend.`, error);
    }
    throw error;
  }
}
