import { useSearchParams } from 'react-router';
import { ScenarioEditor, type RenderTestPlay } from './scenario-editor';
import { ScenarioList } from './scenario-list';

/**
 * /ScenarioAdmin (docs/product/scenario-builder.md, "The screens"): the list, or one scenario in the
 * editor (`?scenario={id}`, so the browser's back button and links work).
 */
export function ScenarioBuilder({ renderTestPlay }: { renderTestPlay: RenderTestPlay }) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('scenario'));
  const open = (scriptId: number | null) =>
    setParams(scriptId === null ? {} : { scenario: String(scriptId) });
  if (Number.isInteger(id) && id > 0)
    return (
      <ScenarioEditor key={id} scriptId={id} onBack={() => open(null)} renderTestPlay={renderTestPlay} />
    );
  return <ScenarioList onOpen={open} />;
}
