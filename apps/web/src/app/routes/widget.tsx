import FlightIcon from '@mui/icons-material/Flight';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** The page a learning management system embeds (spec 01 §2.1). */
export function WidgetPage() {
  return (
    <>
      <PageHeader title="Wilco" subtitle="Practice inside your learning platform." />
      <EmptyState
        icon={<FlightIcon />}
        title="Nothing assigned here yet"
        description="When your learning platform embeds Wilco, the practice it assigns to you opens on this page."
      />
    </>
  );
}

export { WidgetPage as Component };
