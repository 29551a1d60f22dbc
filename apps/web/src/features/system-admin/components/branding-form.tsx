import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TENANT_CSS_MAX, TenantCssSchema, TenantLogoSchema, type TenantSettings } from '@wilco/shared';
import { useState, type FormEvent } from 'react';
import { ActionRow } from '../../../components/ui/action-row';
import { notify } from '../../../lib/notifications';
import { useUpdateTenantSettings } from '../api/update-tenant-settings';
import { FileButton } from '../../../components/ui/file-button';

export const BRANDING_SAVED = 'Branding saved.';
const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * docs/product/administration.md, "Branding": the tenant's style sheet and logo, which the web app applies
 * for everyone of the tenant. The logo is uploaded and stored as a data URL.
 */
export function BrandingForm({ saved }: { saved: TenantSettings }) {
  const [css, setCss] = useState(saved.css ?? '');
  const [logo, setLogo] = useState<string | null>(saved.logo);
  const [logoError, setLogoError] = useState<string | null>(null);
  const update = useUpdateTenantSettings();
  const cssCheck = TenantCssSchema.safeParse(css);
  const cssError = cssCheck.success ? null : (cssCheck.error.issues[0]?.message ?? 'Invalid style sheet');
  const isDirty = (css.trim() || null) !== saved.css || logo !== saved.logo;

  const onFile = async (file: File) => {
    const url = await readAsDataUrl(file).catch(() => null);
    const check = TenantLogoSchema.safeParse(url);
    setLogoError(check.success ? null : (check.error.issues[0]?.message ?? 'This file cannot be used'));
    if (check.success) setLogo(check.data);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDirty || cssError) return;
    update.mutate(
      { css: css.trim() || null, logo },
      { onSuccess: () => notify({ message: BRANDING_SAVED, color: 'success' }) },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Branding">
        <Typography variant="h6" component="h2">
          Branding
        </Typography>
        <ActionRow>
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt="Organisation logo preview"
              sx={{ maxHeight: 48, maxWidth: 200, objectFit: 'contain' }}
            />
          ) : (
            <Typography color="text.secondary">No logo: Wilco&apos;s is shown.</Typography>
          )}
          <FileButton
            variant="outlined"
            accept={LOGO_TYPES}
            inputLabel="Logo file"
            onFile={(file) => void onFile(file)}
          >
            Upload logo
          </FileButton>
          {logo ? <Button onClick={() => setLogo(null)}>Remove logo</Button> : null}
        </ActionRow>
        {logoError ? <Alert severity="error">{logoError}</Alert> : null}
        <TextField
          label="Style sheet (CSS)"
          value={css}
          onChange={(e) => setCss(e.target.value)}
          multiline
          minRows={4}
          error={Boolean(cssError)}
          helperText={cssError ?? 'Added after Wilco\u2019s own styles for everyone of this organisation.'}
          slotProps={{ htmlInput: { maxLength: TENANT_CSS_MAX, spellCheck: false } }}
        />
        <ActionRow>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || Boolean(cssError)}
            loading={update.isPending}
          >
            Save branding
          </Button>
          <Button
            onClick={() => {
              setCss(saved.css ?? '');
              setLogo(saved.logo);
              setLogoError(null);
            }}
            disabled={!isDirty || update.isPending}
          >
            Undo changes
          </Button>
        </ActionRow>
      </Stack>
    </Paper>
  );
}
