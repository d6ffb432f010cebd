import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { ApiError, formatNumber, Link, t, useToast, type Machine, type MyMachine } from '@storefront/shared';
import { machineMessages, myMachineBody } from '@storefront/shared/schemas';
import {
  Button,
  buttonStyles,
  Card,
  ConfirmDialog,
  EmptyState,
  cardRows,
  ErrorState,
  ErrorText,
  Input,
  Label,
  Lead,
  PageTitle,
  Table,
  TableWrap,
  VisuallyHidden,
  type ButtonStyleProps,
} from '@storefront/shared/ui';
import { MachinePicker, machinePickerErrorId } from '@storefront/shared/machines';
import { machineHref, MY_MACHINES_KEY, removeMyMachine, setMyMachine, useMyMachines } from '../api/machines';

/** The page's column: it never scrolls sideways (on a phone the machines are cards). */
const Page = styled.div`
  contain: inline-size;
  min-width: 0;
`;

const Intro = styled(Lead)`
  text-align: left;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  max-width: 70ch;
`;

const AddCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.2rem; margin: 0 0 ${({ theme }) => theme.space(4)}; }
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
  input[type='number'] { width: 7rem; }
`;

const PartsLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/**
 * The machines: a table from 600 px; on a phone each machine is a card (its name, how many, the
 * parts that fit and Remove), every value beside its column's name, nothing off screen.
 */
const MachinesTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    ${cardRows}
    caption { display: block; }
    tbody tr {
      grid-template-areas: 'name name' 'count count' 'parts remove';
      align-items: center;
      gap: 8px 12px;
    }
    tbody th, tbody td { display: block; padding: 0; border: none; }
    tbody th { grid-area: name; background: none; white-space: normal; }
    td.count { grid-area: count; }
    td.parts { grid-area: parts; }
    td.remove { grid-area: remove; }
    td[data-label]::before {
      content: attr(data-label) ': ';
      content: attr(data-label) ': ' / '';
      font-size: 0.875rem;
    }
    td.count::before { display: block; margin-bottom: 4px; }
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  input { width: 6rem; }
`;

/** How many of a machine, as typed: the API's own rule (a whole number from 1 to 10,000), or its message. */
function quantityOf(text: string): number | string {
  const parsed = myMachineBody.safeParse({ quantity: text.trim() === '' ? undefined : Number(text) });
  return parsed.success ? parsed.data.quantity : (parsed.error.issues[0]?.message ?? machineMessages.machineQuantity);
}

/** How many of a machine: a whole number, its error (under it, by `${id}-error`) said invalid. */
function QuantityInput({ id, value, error, onChange }: { id: string; value: string; error: string | undefined; onChange(value: string): void }) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={10000}
      value={value}
      $invalid={Boolean(error)}
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One of the customer's machines: its number can be changed, and it can be taken off. */
function MachineRow({ entry, onSaved, onRemove }: { entry: MyMachine; onSaved(machines: MyMachine[]): void; onRemove(): void }) {
  const toast = useToast();
  const [text, setText] = useState(String(entry.quantity));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const quantity = quantityOf(text);
    if (typeof quantity === 'string') return setError(quantity);
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await setMyMachine(entry.machine._id, quantity));
      toast.success(t('{machine}: {quantity} recorded', { machine: entry.machine.name, quantity: formatNumber(quantity) }));
    } catch (cause) {
      setError(cause instanceof ApiError ? (cause.fields?.quantity ?? cause.message) : t('Could not save: try again'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">
        <Link to={machineHref(entry.machine)}>{entry.machine.name}</Link>
      </th>
      <td className="count" data-label={t('How many')}>
        <form onSubmit={save} noValidate>
          <Row>
            <VisuallyHidden as="label" htmlFor={id}>
              {t('How many {machine}', { machine: entry.machine.name })}
            </VisuallyHidden>
            <QuantityInput id={id} value={text} error={error} onChange={setText} />
            <Button type="submit" $variant="secondary" disabled={busy || text === String(entry.quantity)}>
              {t('Save')}
            </Button>
          </Row>
          {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
        </form>
      </td>
      <td className="parts" data-label={t('Parts that fit')}>
        {formatNumber(entry.machine.parts)}
      </td>
      <td className="remove">
        <Button $variant="secondary" onClick={onRemove} aria-label={t('Remove {machine}', { machine: entry.machine.name })}>
          {t('Remove')}
        </Button>
      </td>
    </tr>
  );
}

/** Add a machine: brand and model, and how many; one already recorded takes the new number. */
function AddMachine({ mine, onSaved }: { mine: MyMachine[] | undefined; onSaved(machines: MyMachine[]): void }) {
  const toast = useToast();
  const [machine, setMachine] = useState<Machine | null>(null);
  const [count, setCount] = useState('1');
  const [errors, setErrors] = useState<{ model?: string; quantity?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const ids = { machine: useId(), quantity: useId() };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const quantity = quantityOf(count);
    const next = { model: machine ? undefined : t('Choose a brand and a model'), quantity: typeof quantity === 'string' ? quantity : undefined };
    setErrors(next);
    if (!machine || typeof quantity === 'string') return;
    const had = mine?.some((m) => m.machine._id === machine._id);
    setBusy(true);
    try {
      onSaved(await setMyMachine(machine._id, quantity));
      toast.success(
        had
          ? t('{machine}: {quantity} recorded', { machine: machine.name, quantity: formatNumber(quantity) })
          : t('{machine} was added to your machines', { machine: machine.name }),
      );
      setMachine(null);
      setCount('1');
    } catch (cause) {
      setErrors({ form: cause instanceof ApiError ? cause.message : t('Could not add the machine: try again') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AddCard as="section" aria-labelledby="add-machine-title">
      <h2 id="add-machine-title">{t('Add a machine')}</h2>
      <form onSubmit={add} noValidate>
        <Fields>
          <MachinePicker idPrefix={ids.machine} value={machine} onChange={setMachine} error={errors.model} />
          <div>
            <Label htmlFor={ids.quantity}>{t('How many')}</Label>
            <QuantityInput id={ids.quantity} value={count} error={errors.quantity} onChange={setCount} />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? t('Adding…') : t('Add machine')}
          </Button>
        </Fields>
        {errors.model && <ErrorText id={machinePickerErrorId(ids.machine)}>{errors.model}</ErrorText>}
        {errors.quantity && <ErrorText id={`${ids.quantity}-error`}>{errors.quantity}</ErrorText>}
        {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      </form>
    </AddCard>
  );
}

/**
 * My Machines (customers): the machines on the buyer's floor, and how many of each. All parts
 * offers "Fits my machines" from them, and the cart and quick order say when a part fits none.
 */
export default function MyMachinesPage() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const mine = useMyMachines();
  const [removing, setRemoving] = useState<MyMachine | null>(null);

  const saved = (machines: MyMachine[]) => void mutate(MY_MACHINES_KEY, machines, { revalidate: false });

  const remove = async (entry: MyMachine) => {
    setRemoving(null);
    try {
      saved(await removeMyMachine(entry.machine._id));
      toast.success(t('{machine} was removed from your machines', { machine: entry.machine.name }));
    } catch (cause) {
      toast.error(t('{machine} could not be removed: {reason}', { machine: entry.machine.name, reason: (cause as Error).message }));
    }
  };

  return (
    <Page>
      <PageTitle>{t('My Machines')}</PageTitle>
      <Intro>
        {t(
          'The machines on your floor, and how many of each. All parts then shows the parts that fit them in one click, and the cart and quick order tell you when a part fits none of them.',
        )}
      </Intro>

      <AddMachine mine={mine.data} onSaved={saved} />

      {mine.error && !mine.data && (
        <ErrorState title={t('Your machines could not be loaded')} message={mine.error.message} onRetry={() => void mine.mutate()} />
      )}
      {mine.data && mine.data.length === 0 && (
        <EmptyState title={t('No machines yet')}>
          <p>{t('Add the machines on your floor above: brand, model and how many.')}</p>
        </EmptyState>
      )}
      {mine.data && mine.data.length > 0 && (
        <>
          <p>
            <PartsLink to="/parts?fits=mine" $variant="secondary">
              {t('Parts that fit my machines')}
            </PartsLink>
          </p>
          <TableWrap>
            <MachinesTable>
              <caption style={{ textAlign: 'left', padding: '8px 12px' }}>{t('Your machines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Machine')}</th>
                  <th scope="col">{t('How many')}</th>
                  <th scope="col">{t('Parts that fit')}</th>
                  <th scope="col">
                    <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {mine.data.map((entry) => (
                  <MachineRow key={`${entry.machine._id}:${entry.quantity}`} entry={entry} onSaved={saved} onRemove={() => setRemoving(entry)} />
                ))}
              </tbody>
            </MachinesTable>
          </TableWrap>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={t('Remove this machine?')}
          message={t('{machine} leaves your machines. You can add it again at any time.', { machine: removing.machine.name })}
          confirmLabel={t('Remove')}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Page>
  );
}
