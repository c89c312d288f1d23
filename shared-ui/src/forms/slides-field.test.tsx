import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { formValidator, leagueUpdateSchema } from '@hfl/contracts';
import { SlidesField, type SlideValue } from '.';
import { renderWithProviders } from '../testing/render';

const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

async function renderSlides(images: SlideValue[], onSubmit = jest.fn(), initialErrors = {}) {
  const view = await renderWithProviders(
    <Formik
      initialValues={{ name: 'Budapest Bulls', nbMaxTeams: '8', images }}
      initialErrors={initialErrors}
      validate={(values) => formValidator(leagueUpdateSchema, (key) => view.i18n.t(key))(values)}
      onSubmit={onSubmit}
    >
      <Form>
        <SlidesField />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
  return { ...view, onSubmit };
}

const slide = (number: number) => screen.getByRole('group', { name: `Slide ${number}` });

describe('SlidesField', () => {
  it('when slides are added, filled and one removed, then the form holds the remaining ones', async () => {
    const { onSubmit } = await renderSlides([]);
    const user = userEvent.setup();
    const second = png('second.png');

    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    await user.type(within(slide(1)).getByLabelText('Title'), 'First');
    await user.upload(within(slide(1)).getByLabelText('Image'), png('first.png'));
    await user.type(within(slide(2)).getByLabelText('Title'), 'Second');
    await user.upload(within(slide(2)).getByLabelText('Image'), second);
    await user.click(screen.getByRole('button', { name: 'Remove slide 1' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.queryByRole('group', { name: 'Slide 2' })).not.toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0].images).toEqual([{ title: 'Second', file: second }]);
  });

  it('when a new slide has no title and no picture, then both messages show and nothing is sent', async () => {
    const { onSubmit } = await renderSlides([]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(slide(1)).findByText('Title is required')).toBeInTheDocument();
    expect(within(slide(1)).getByText('Please choose an image')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a stored slide is shown, then its picture is previewed and it is valid without a new file', async () => {
    const stored = { id: 'a'.repeat(24), title: 'Opening day', image: '/api/files/f1', file: null };
    const { onSubmit } = await renderSlides([stored]);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(within(slide(1)).getByRole('img', { name: 'Preview: Image' })).toHaveAttribute('src', '/api/files/f1');
    expect(onSubmit.mock.calls[0]?.[0].images).toEqual([stored]);
  });

  it("when the server refused a slide's picture, then its message shows on that slide", async () => {
    await renderSlides([{ title: 'Opening day', file: null }], jest.fn(), {
      images: [{ image: 'Please choose an image' }],
    });

    expect(within(slide(1)).getByRole('alert')).toHaveTextContent('Please choose an image');
  });

  it('when the slide limit is reached, then no more can be added', async () => {
    await renderSlides(
      Array.from({ length: 10 }, (_, index) => ({ title: `Slide ${index}`, image: `/api/files/${index}` })),
    );

    expect(screen.getByRole('button', { name: 'Add slide' })).toBeDisabled();
  });
});
