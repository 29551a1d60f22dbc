import { AppThemeProvider } from '../components/theme/app-theme-provider';
import { ErrorPage, NotFound } from '../features/shell';

/** The error and 404 contents with MUI's theme, loaded when an error shows (decision 036). */
export default function ThemedError({ error, notFound }: { error: unknown; notFound: boolean }) {
  return <AppThemeProvider>{notFound ? <NotFound /> : <ErrorPage error={error} />}</AppThemeProvider>;
}
