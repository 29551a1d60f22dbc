import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/** /Home and its older variant /Home/indexV1 (spec 01 §2.1). */
export function HomePage() {
  return (
    <>
      <PageHeader title="Home" subtitle="Your exam preparation at a glance." />
      <EmptyState
        icon={<FlightTakeoffIcon />}
        title="Nothing practised yet"
        description="Your dashboard will show days to your exam, progress and quizzes in progress once you start practising."
      />
    </>
  );
}

export { HomePage as Component };
