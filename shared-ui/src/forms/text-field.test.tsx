import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { loginSchema } from '@hfl/contracts';
import { FormError, TextField } from '.';
import { renderWithProviders } from '../testing/render';

describe('TextField', () => {
  it('when a required field is left empty, then the translated error shows after blur', async () => {
    await renderWithProviders(
      <Formik initialValues={{ username: '', password: '' }} validationSchema={loginSchema} onSubmit={() => {}}>
        <Form>
          <TextField name="username" label="E-mail" type="email" />
        </Form>
      </Formik>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(screen.queryByText("You didn't fill in your e-mail")).not.toBeInTheDocument();

    await userEvent.click(input);
    await userEvent.tab();

    expect(await screen.findByText("You didn't fill in your e-mail")).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the error is already a translated server text, then it is shown as given', async () => {
    await renderWithProviders(
      <Formik
        initialValues={{ name: '' }}
        initialErrors={{ name: 'Name is taken' }}
        initialTouched={{ name: true }}
        onSubmit={() => {}}
      >
        <Form>
          <TextField name="name" label="Name" />
        </Form>
      </Formik>,
    );

    expect(screen.getByText('Name is taken')).toBeInTheDocument();
  });

  it('when rows are given, then it is a textarea bound like the input', async () => {
    const onSubmit = jest.fn();
    await renderWithProviders(
      <Formik initialValues={{ description: 'First line' }} onSubmit={onSubmit}>
        <Form>
          <TextField name="description" label="Description" rows={4} />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    const textarea = screen.getByLabelText('Description');

    await userEvent.type(textarea, '{Enter}Second line');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ description: 'First line\nSecond line' });
  });
});

describe('FormError', () => {
  it('when given an i18n key, then the translated message is shown as an alert', async () => {
    await renderWithProviders(<FormError message="errors:incorrectCredentials" />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The e-mail address or the password is wrong. Check them and try again.',
    );
  });
});
