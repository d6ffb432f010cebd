import { Form } from 'react-final-form';
import { formatNumber, t, type RemoteBuild } from '@storefront/shared';
import { TextField, zodValidator } from '@storefront/shared/forms';
import { canaryFormSchema } from '@storefront/shared/schemas';
import { Button, Dialog, DialogActions } from '@storefront/shared/ui';

interface CanaryValues {
  percent?: string;
}

const validate = zodValidator<CanaryValues>(canaryFormSchema);

/**
 * Asks which share of browsers a canary sends to `build`, and confirms it: the dialog is the
 * confirmation, its button says what happens. The share is the API's rule (canaryFields).
 */
export function CanaryDialog({
  remote,
  build,
  liveBuildId,
  percent,
  onConfirm,
  onCancel,
}: {
  remote: string;
  build: RemoteBuild;
  liveBuildId: string;
  /** The share to start from (a running canary's, or 10 %). */
  percent: number;
  onConfirm: (percent: number) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Dialog title={t('Canary {build}', { build: build.buildId })} onClose={onCancel}>
      <Form<CanaryValues>
        onSubmit={async (values) => onConfirm(canaryFormSchema.parse(values).percent)}
        validate={validate}
        initialValues={{ percent: String(percent) }}
      >
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <p style={{ marginTop: 0 }}>
              {t(
                'A share of browsers gets {build} for the {remote} area on their next page load; the others keep {live}. Each browser stays on its side until the canary ends or a build is promoted.',
                { build: build.buildId, remote, live: liveBuildId },
              )}
            </p>
            <TextField
              name="percent"
              label={t('Share of browsers (%)')}
              inputMode="numeric"
              autoComplete="off"
              hint={t('A whole number from {min} to {max}', { min: formatNumber(1), max: formatNumber(99) })}
            />
            <DialogActions>
              <Button $variant="secondary" onClick={onCancel}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {/^\d+$/.test(values.percent?.trim() ?? '')
                  ? t('Send {percent} % of browsers', { percent: values.percent?.trim() ?? '' })
                  : t('Send a share of browsers')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
