import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { ScriptDraft } from '@wilco/shared';
import { ApiError } from '../../../lib/api-client';
import { LoadError } from '../../../components/ui/load-error';
import { notify } from '../../../lib/notifications';
import { useSaveScenario } from '../api/save-scenario';
import { useScenario } from '../api/scenarios';
import {
  createIssueStore,
  IssueStoreContext,
  localIssues,
  useDraftChecks,
  type IssueStore,
} from '../hooks/use-draft-issues';
import { ScenarioFormSchema, hasUnsavedChanges, toBody, toForm, type ScenarioForm } from '../model/form';
import { CallerFields } from './caller-fields';
import { EditorToolbar, type EditorDialog } from './editor-toolbar';
import { IssuesPanel } from './issues-panel';
import { ScenarioFields } from './scenario-fields';
import { TurnList } from './turn-list';
import { EditorDialogs } from './editor-dialogs';

export type TestPlayRequest = {
  scriptId: number;
  scenarioName: string;
  fromOrder: number;
  onDone: () => void;
};
export type RenderTestPlay = (request: TestPlayRequest) => ReactNode;

type ScenarioEditorProps = { scriptId: number; onBack: () => void; renderTestPlay: RenderTestPlay };

/** docs/product/scenario-builder.md, "The screens": one scenario, every field, its turns and actions. */
export function ScenarioEditor({ scriptId, onBack, renderTestPlay }: ScenarioEditorProps) {
  const { data: draft, error, refetch } = useScenario(scriptId);
  if (error) return <LoadError what="the scenario" error={error} onRetry={() => void refetch()} />;
  if (!draft) return <CircularProgress aria-label="Loading the scenario" />;
  return (
    <EditorForm
      draft={draft}
      onBack={onBack}
      renderTestPlay={renderTestPlay}
      onReload={() => void refetch()}
    />
  );
}

type EditorFormProps = {
  draft: ScriptDraft;
  onBack: () => void;
  onReload: () => void;
  renderTestPlay: RenderTestPlay;
};

function EditorForm({ draft, onBack, onReload, renderTestPlay }: EditorFormProps) {
  const form = useForm<ScenarioForm>({
    resolver: zodResolver(ScenarioFormSchema),
    defaultValues: toForm(draft),
    mode: 'onChange',
  });
  const save = useSaveScenario(draft.script_id);
  const [stale, setStale] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [testFrom, setTestFrom] = useState<number | null>(null);
  const phone = useMediaQuery((theme: { breakpoints: { down: (k: 'sm') => string } }) =>
    theme.breakpoints.down('sm'),
  );
  // Per field, not per form (docs/decisions/034-ci-time.md): a keystroke re-renders the field typed
  // in; this component re-renders only when "unsaved" flips, and the checks reach the fields they
  // concern through the issue store once typing pauses.
  const dirty = useWatch({ control: form.control, compute: (values) => hasUnsavedChanges(values, draft) });
  const [issues] = useState(() => createIssueStore(localIssues(form.getValues())));

  // A new revision from the server (a save, a status move, a publish, a reload) is the form's new
  // base; the same revision fetched again leaves the author's typing alone.
  const base = useRef(draft.revision);
  useEffect(() => {
    if (base.current === draft.revision) return;
    base.current = draft.revision;
    form.reset(toForm(draft));
    setStale(null);
  }, [draft, form]);

  /** Saves when there is anything to save; answers the scenario as the server now holds it. */
  const saveNow = async (): Promise<ScriptDraft | null> => {
    if (!hasUnsavedChanges(form.getValues(), draft)) return draft;
    const valid = await form.trigger();
    if (!valid) {
      notify({ message: 'Some fields need fixing before the scenario can be saved', color: 'error' });
      return null;
    }
    try {
      const saved = await save.mutateAsync(toBody(form.getValues()));
      notify({ message: 'Scenario saved', color: 'success' });
      return saved;
    } catch (err) {
      // docs/product/scenario-builder.md, "Concurrent edits": nothing is overwritten; the author decides.
      if (err instanceof ApiError && err.status === 409) setStale(err.message);
      else notify({ message: (err as Error).message, color: 'error' });
      return null;
    }
  };

  const testPlay = async (fromOrder: number) => {
    if (await saveNow()) setTestFrom(fromOrder);
  };
  // The turn list keeps one callback, so the editor's own re-renders (a save) skip the turns.
  const testPlayRef = useRef(testPlay);
  useLayoutEffect(() => {
    testPlayRef.current = testPlay;
  });
  const testFromTurn = useCallback((order: number) => void testPlayRef.current(order), []);

  return (
    <FormProvider {...form}>
      <IssueStoreContext.Provider value={issues}>
        <DraftChecks store={issues} scriptId={draft.script_id} />
        <form
          noValidate
          aria-label={`Scenario ${draft.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            void saveNow();
          }}
        >
          <Stack spacing={2}>
            <EditorToolbar
              draft={draft}
              dirty={dirty}
              saving={save.isPending}
              onBack={onBack}
              onOpen={setDialog}
              onTestPlay={() => void testPlay(1)}
              saveFirst={saveNow}
            />
            {stale ? (
              <Alert
                severity="warning"
                role="alert"
                action={
                  <Button color="inherit" size="small" onClick={onReload}>
                    Reload
                  </Button>
                }
              >
                {`${stale} Reloading drops your unsaved changes.`}
              </Alert>
            ) : null}
            <IssuesPanel />
            <ScenarioFields />
            <CallerFields />
            <TurnList onTestFrom={testFromTurn} />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
                Save
              </Button>
            </Stack>
          </Stack>
        </form>
        <EditorDialogs draft={draft} dialog={dialog} onClose={() => setDialog(null)} saveFirst={saveNow} />
        <Dialog
          open={testFrom !== null}
          onClose={() => setTestFrom(null)}
          fullScreen={phone}
          fullWidth
          maxWidth="lg"
          aria-labelledby="test-play-dialog-title"
        >
          <DialogTitle id="test-play-dialog-title" sx={{ display: 'flex', alignItems: 'center' }}>
            <span style={{ flex: 1 }}>Test-play</span>
            <IconButton aria-label="Close the test-play" onClick={() => setTestFrom(null)}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent>
            {testFrom !== null
              ? renderTestPlay({
                  scriptId: draft.script_id,
                  scenarioName: draft.name,
                  fromOrder: testFrom,
                  onDone: () => setTestFrom(null),
                })
              : null}
          </DialogContent>
        </Dialog>
      </IssueStoreContext.Provider>
    </FormProvider>
  );
}

/** Runs the checks off the keystroke path; renders nothing, so its updates re-render nothing else. */
function DraftChecks({ store, scriptId }: { store: IssueStore; scriptId: number }) {
  useDraftChecks(store, scriptId);
  return null;
}
