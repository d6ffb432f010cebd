import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { FormDialog, theme, type FormDialogProps } from '@storefront/shared/ui';

function show(props: Partial<FormDialogProps> = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <ThemeProvider theme={theme}>
      <FormDialog title="Add company" onClose={onClose} onSubmit={onSubmit} busy={false} submitLabel="Add company" busyLabel="Adding…" {...props}>
        <label htmlFor="name">Name</label>
        <input id="name" />
      </FormDialog>
    </ThemeProvider>,
  );
  return { onClose, onSubmit };
}

describe('FormDialog', () => {
  it('is a dialog named by its title, whose submit button sends the form', () => {
    const { onSubmit } = show();
    expect(screen.getByRole('dialog', { name: 'Add company' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add company' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel', () => {
    const { onClose, onSubmit } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables its submit button while busy, and shows the form error', () => {
    show({ busy: true, error: 'Could not add the company: offline' });
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not add the company: offline');
  });
});
