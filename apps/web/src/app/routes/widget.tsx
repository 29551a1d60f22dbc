import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { QuizLaunchGate, QuizPanels, WidgetLauncher } from '../../features/learning';
import { DeepLinkPicker, LtiRoster, readLtiLaunch } from '../../features/lti';
import { useOnboardingSettled } from '../../features/onboarding';
import { QuizPlayer } from '../../features/player';
import { DeepLinkSimulation } from '../../features/simulation';

/**
 * The page a learning management system embeds (docs/product/learning.md, "Widget"): start or continue
 * practice here. A launch opens what its link names (docs/product/integrations.md, "Launch"): a quiz's
 * take-quiz choices, a scenario in deep-link mode, or the activity picker of a deep-linking request.
 */
export function WidgetPage() {
  const launch = readLtiLaunch();
  const target = launch?.target ?? null;
  // A quiz's take-quiz choices open once consent and the welcome video are done, never over them.
  const onboarded = useOnboardingSettled();
  let body;
  if (launch?.deep_linking) body = <DeepLinkPicker launchId={launch.launch_id} />;
  else if (target?.kind === 'scenario')
    body = <DeepLinkSimulation key={target.deep_link} deepLink={target.deep_link} queuePath={paths.widget} />;
  else
    body = (
      // Leaving a quiz comes back here, not to /Quizzes: the learner stays inside the LMS frame.
      <QuizLaunchGate player={<QuizPlayer returnPath={paths.widget} />}>
        <WidgetLauncher openQuizId={onboarded && target?.kind === 'quiz' ? target.quiz_id : null} />
      </QuizLaunchGate>
    );
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Wilco practice
      </Typography>
      {body}
      {launch?.roster ? <LtiRoster launchId={launch.launch_id} /> : null}
      <QuizPanels />
    </Stack>
  );
}

export { WidgetPage as Component };
