import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FileErrorSchema } from '@wilco/shared';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useImportScenario } from '../api/files';
import { FileButton } from '../../../components/ui/file-button';

type ImportDialogProps = {
  open: boolean;
  /** Replace this scenario's working copy instead of creating one. */
  target: { script_id: number; revision: number; name: string } | null;
  onClose: () => void;
  onImported: (scriptId: number) => void;
};

const Detail = z.object({ errors: z.array(FileErrorSchema) });

/** docs/product/scenario-builder.md, "Import and export": a file or pasted text; errors with their lines. */
export function ImportDialog({ open, target, onClose, onImported }: ImportDialogProps) {
  const [content, setContent] = useState('');
  const run = useImportScenario();
  const detail = run.error instanceof ApiError ? Detail.safeParse(run.error.detail) : null;
  const readFile = async (file: File | undefined) => {
    if (file) setContent(await file.text());
  };
  const submit = async () => {
    const draft = await run.mutateAsync({
      content,
      script_id: target?.script_id ?? null,
      revision: target?.revision ?? null,
    });
    setContent('');
    run.reset();
    onImported(draft.script_id);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="import-title" fullWidth maxWidth="md">
      <DialogTitle id="import-title">
        {target ? `Replace "${target.name}" from a file` : 'Import a scenario'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {target
            ? 'The file replaces every field and turn of the working copy; its status and version stay.'
            : 'A YAML or JSON scenario file, as exported here. It becomes a new draft.'}
        </DialogContentText>
        <FileButton
          variant="outlined"
          sx={{ mb: 2 }}
          accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"
          inputLabel="Scenario file to import"
          onFile={(file) => void readFile(file)}
        >
          Choose a file
        </FileButton>
        <TextField
          label="Scenario file"
          multiline
          minRows={8}
          maxRows={20}
          fullWidth
          value={content}
          onChange={(e) => setContent(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {run.error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {detail?.success ? (
              <>
                The file could not be imported:
                <ul style={{ margin: 0 }}>
                  {detail.data.errors.map((e, i) => (
                    <li key={i}>{e.line === null ? e.message : `Line ${e.line}: ${e.message}`}</li>
                  ))}
                </ul>
              </>
            ) : (
              run.error.message
            )}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!content.trim() || run.isPending} onClick={() => void submit()}>
          Import
        </Button>
      </DialogActions>
    </Dialog>
  );
}
