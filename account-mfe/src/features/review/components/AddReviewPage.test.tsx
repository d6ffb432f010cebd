import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiBaseUrl } from '@storefront/shared';
import { fakeApi, findForm, pngFile, renderPage } from '../../../test/renderPage';
import AddReviewPage from './AddReviewPage';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Review' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('Country', 'Bangladesh');
  type('Comment', 'The rotary hooks run quietly at full speed.');
  fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
  fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [pngFile()] } });
}

describe('Add A Review', () => {
  it('requires every field with the spec’s messages, the rating too', async () => {
    const { calls } = fakeApi({});
    renderPage(<AddReviewPage />);
    await findForm('Add Review');
    type('Name', '');
    submit();
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(screen.getByText('country is Required')).toBeInTheDocument();
    expect(screen.getByText('comment is Required')).toBeInTheDocument();
    expect(screen.getByText('Image is Required')).toBeInTheDocument();
    expect(screen.getByText('rating is Required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await waitFor(() => expect(screen.queryByText('rating is Required')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it('uploads the photo first, posts the review with its URL, says so and resets the form', async () => {
    const url = `${apiBaseUrl()}/images/face.png`;
    const { calls } = fakeApi({
      'POST /images': { body: { success: true, data: { url } } },
      'POST /reviews': { status: 201, body: { acknowledged: true, insertedId: 'r1' } },
    });
    const { toast } = renderPage(<AddReviewPage />);
    await findForm('Add Review');
    expect(screen.getByLabelText('Name')).toHaveValue('Karim Customer');
    fillIn();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('review added successfully'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /images', 'POST /reviews']);
    expect(calls[1]?.body).toEqual({
      name: 'Karim Customer',
      country: 'Bangladesh',
      comment: 'The rotary hooks run quietly at full speed.',
      img: url,
      rating: 4,
    });
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('says "Failed to add the review" when the API refuses it', async () => {
    fakeApi({
      'POST /images': { body: { success: true, data: { url: `${apiBaseUrl()}/images/face.png` } } },
      'POST /reviews': { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
    });
    const { toast } = renderPage(<AddReviewPage />);
    await findForm('Add Review');
    fillIn();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the review'));
    expect(screen.getByLabelText('Country')).toHaveValue('Bangladesh');
  });

  it('reports a failed upload and posts nothing', async () => {
    const { calls } = fakeApi({ 'POST /images': { status: 413, body: { error: { code: 'TOO_LARGE', message: 'The image is too large' } } } });
    const { toast } = renderPage(<AddReviewPage />);
    await findForm('Add Review');
    fillIn();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add the review'));
    expect(await screen.findByText('The photo could not be uploaded: The image is too large')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/reviews')).toBe(false);
  });
});
