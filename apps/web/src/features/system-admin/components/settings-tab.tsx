import { useCourses } from '../api/get-courses';
import { useTenantSettings } from '../api/get-tenant-settings';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsForm } from './settings-form';
import { TableSkeleton } from './table/table-skeleton';

/** Tenant switches: maintenance mode and notice, announcement, two-factor rule, primary course. */
export function SettingsTab() {
  const settings = useTenantSettings();
  const courses = useCourses();

  if (settings.isPending) return <TableSkeleton label="Loading settings" columns={1} />;
  if (!settings.data) {
    return <LoadError what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  // Keyed by what was saved: after a save (or a refresh elsewhere) the form starts from the server's values.
  return (
    <SettingsForm
      key={JSON.stringify(settings.data)}
      saved={settings.data}
      courses={(courses.data ?? []).filter((c) => c.kind === 'course')}
    />
  );
}
