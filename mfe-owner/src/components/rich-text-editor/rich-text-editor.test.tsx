import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { initI18n } from '@hfl/shared-ui';
import { renderWithProviders } from '@hfl/shared-ui/testing';
import registration from '../../register';
import { polyfillProseMirrorDom, typeInEditor } from '../../testing/prosemirror-dom';
import { RichTextEditor, RichTextField } from '.';

beforeAll(async () => {
  await initI18n([registration.i18n]);
  polyfillProseMirrorDom();
});

function Controlled({ initial = '', onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Body"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

const typeText = (text: string) => typeInEditor(userEvent, text);

const lastCall = (mock: jest.Mock) => mock.mock.calls.at(-1)?.[0] as string;

describe('RichTextEditor', () => {
  it('when the user types, then the HTML reaches onChange', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Body' });

    await userEvent.click(area);
    await typeText('Hello world');

    await waitFor(() => expect(lastCall(onChange)).toBe('<p>Hello world</p>'));
  });

  it('when Bold is pressed before typing, then the text is bold and the button shows it pressed', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Controlled onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Body' });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(area);
    await userEvent.click(bold);
    // The toolbar hands the focus back to the writing area on the next frame.
    await waitFor(() => expect(area).toHaveFocus());
    await typeText('Strong');

    await waitFor(() => expect(lastCall(onChange)).toBe('<p><strong>Strong</strong></p>'));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a value is given, then it is shown; Heading marks the block and Undo takes it back', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<Controlled initial="<p>Title line</p>" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Body' });
    expect(area).toHaveTextContent('Title line');

    await userEvent.click(area);
    await userEvent.click(screen.getByRole('button', { name: 'Heading H2' }));
    await waitFor(() => expect(lastCall(onChange)).toMatch(/^<h2>Title line<\/h2>/));
    expect(screen.getByRole('button', { name: 'Heading H2' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(lastCall(onChange)).toBe('<p>Title line</p>'));
  });

  it('when a link address is asked and given, then the selected text becomes a link', async () => {
    const onChange = jest.fn();
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue('https://example.com/news');
    await renderWithProviders(<Controlled initial="<p>news</p>" onChange={onChange} />);

    await userEvent.click(screen.getByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));

    expect(prompt).toHaveBeenCalled();
    await waitFor(() => expect(lastCall(onChange)).toContain('href="https://example.com/news"'));
    prompt.mockRestore();
  });

  it('when no uploader is given, then there is no image button', async () => {
    await renderWithProviders(<Controlled onChange={jest.fn()} />);

    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  });

  it('when an image is chosen, then it is uploaded and its URL is inserted', async () => {
    const onChange = jest.fn();
    const onUploadImage = jest.fn().mockResolvedValue('/api/files/blog/picture.png');
    await renderWithProviders(
      <RichTextEditor label="Body" value="" onChange={onChange} onUploadImage={onUploadImage} />,
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'picture.png', { type: 'image/png' });

    expect(screen.getByRole('button', { name: 'Insert image' })).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('rich-text-image-input'), file);

    expect(onUploadImage).toHaveBeenCalledWith(file);
    await waitFor(() => expect(lastCall(onChange)).toContain('<img src="/api/files/blog/picture.png"'));
  });

  it('when the toolbar has focus, then the arrow keys move between its buttons', async () => {
    await renderWithProviders(<Controlled onChange={jest.fn()} />);
    const bold = screen.getByRole('button', { name: 'Bold' });

    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
  });
});

describe('RichTextField', () => {
  const schema = object({ body: string().required('validation:blog.bodyRequired') });

  it('when left empty, then its error shows after blur; once written, the HTML is submitted', async () => {
    const onSubmit = jest.fn();
    await renderWithProviders(
      <Formik initialValues={{ body: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <Form>
          <RichTextField name="body" label="Message" height={250} />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('validation:blog.bodyRequired')).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(area);
    await typeText('Season opens');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ body: '<p>Season opens</p>' });
    expect(screen.queryByText('validation:blog.bodyRequired')).not.toBeInTheDocument();
  });
});
