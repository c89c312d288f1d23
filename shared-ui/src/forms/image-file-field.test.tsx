import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import { ImageFileField } from '.';
import { renderWithProviders } from '../testing/render';

function pngFile(name = 'shield.png', bytes = 64): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** The field in a form whose submit hands its values to `onSubmit`. */
async function renderField(props: { currentImage?: string; requiredMessage?: string }, onSubmit = jest.fn()) {
  const view = await renderWithProviders(
    <Formik initialValues={{ logo: null as File | null }} onSubmit={onSubmit}>
      <Form>
        <ImageFileField name="logo" label="Logo" {...props} />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return { ...view, onSubmit };
}

describe('ImageFileField', () => {
  it('when a png is chosen, then it becomes the value and is previewed', async () => {
    const { onSubmit } = await renderField({});
    const user = userEvent.setup();
    const file = pngFile();

    await user.upload(screen.getByLabelText('Logo'), file);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('img', { name: 'Preview: Logo' }).getAttribute('src')).toMatch(/^blob:/);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ logo: file });
  });

  it('when a file of another type is chosen, then the allowed types are named and the value stays empty', async () => {
    const { onSubmit } = await renderField({});
    // The input's accept would hide the file from the picker; a user can still pick "all files".
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Logo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByText('Unsupported Format')).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ logo: null });
  });

  it('when the picture is bigger than the upload limit, then the limit is named', async () => {
    await renderField({});
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Logo'), pngFile('huge.png', IMAGE_UPLOAD.maxBytes + 1));

    expect(screen.getByText('File too large')).toBeInTheDocument();
  });

  it('when a picture is exactly at the limit with an upper-case extension, then it is accepted', async () => {
    await renderField({});
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Logo'), pngFile('BIG.JPG', IMAGE_UPLOAD.maxBytes));

    expect(screen.getByLabelText('Logo')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'Preview: Logo' })).toBeInTheDocument();
  });

  it('when a required picture is missing, then the form is not sent and the message shows', async () => {
    const { onSubmit } = await renderField({ requiredMessage: 'validation:slideImageRequired' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please choose an image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a stored picture exists, then it is previewed and counts for a required picture', async () => {
    const { onSubmit } = await renderField({
      currentImage: '/api/files/abc',
      requiredMessage: 'validation:slideImageRequired',
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('img', { name: 'Preview: Logo' })).toHaveAttribute('src', '/api/files/abc');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
