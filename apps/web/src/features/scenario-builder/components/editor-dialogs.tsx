import type { ScriptDraft } from '@wilco/shared';
import { AssignDialog } from './assign-dialog';
import type { EditorDialog } from './editor-toolbar';
import { ImportDialog } from './import-dialog';
import { PublishDialog } from './publish-dialog';
import { VersionsDialog } from './versions-dialog';

type EditorDialogsProps = {
  draft: ScriptDraft;
  dialog: EditorDialog | null;
  onClose: () => void;
  saveFirst: () => Promise<ScriptDraft | null>;
};

/** The editor's dialogs; each opens on the scenario as last saved. */
export function EditorDialogs({ draft, dialog, onClose, saveFirst }: EditorDialogsProps) {
  return (
    <>
      <PublishDialog open={dialog === 'publish'} draft={draft} onClose={onClose} saveFirst={saveFirst} />
      {dialog === 'versions' ? <VersionsDialog draft={draft} onClose={onClose} /> : null}
      {dialog === 'assign' ? <AssignDialog draft={draft} onClose={onClose} /> : null}
      <ImportDialog
        open={dialog === 'import'}
        target={{ script_id: draft.script_id, revision: draft.revision, name: draft.name }}
        onClose={onClose}
        onImported={onClose}
      />
    </>
  );
}
