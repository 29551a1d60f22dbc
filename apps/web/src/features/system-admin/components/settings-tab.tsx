import { useCourses } from '../api/get-courses';
import { useTenantSettings } from '../api/get-tenant-settings';
import { LoadError } from '../../../components/ui/load-error';
import { BrandingForm } from './branding-form';
import { SettingsForm } from './settings-form';
import { TableSkeleton } from './table/table-skeleton';

/** Tenant switches (maintenance, announcement, two-factor rule, primary course), then branding. */
export function SettingsTab() {
  const settings = useTenantSettings();
  const courses = useCourses();

  if (settings.isPending) return <TableSkeleton label="Loading settings" columns={1} />;
  if (!settings.data) {
    return <LoadError what="the settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  // Keyed by what was saved: after a save (or a refresh elsewhere) the form starts from the server's values.
  const key = JSON.stringify(settings.data);
  return (
    <>
      <SettingsForm
        key={key}
        saved={settings.data}
        courses={(courses.data ?? []).filter((c) => c.kind === 'course')}
      />
      <BrandingForm key={`branding-${key}`} saved={settings.data} />
    </>
  );
}
