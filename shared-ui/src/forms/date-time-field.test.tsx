import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { DateTimeField, type DateTimeFieldProps } from '.';
import { renderWithProviders } from '../testing/render';
import { pickerDateOf, textOf, valueOfPicked, valueOfText } from './date-values';

/** Renders the field in a form and reports the form's value as it changes. */
async function renderField(props: DateTimeFieldProps, initial: string, language = 'en') {
  const seen: { value?: string } = {};
  const rendered = await renderWithProviders(
    <Formik initialValues={{ when: initial }} onSubmit={() => {}}>
      {({ values }) => {
        seen.value = values.when;
        return (
          <Form>
            <DateTimeField {...props} />
          </Form>
        );
      }}
    </Formik>,
  );
  await act(() => rendered.i18n.changeLanguage(language));
  // The calendar library loads on demand: its input carries the library's wrapper.
  await waitFor(() => expect(document.querySelector('.react-datepicker__input-container input')).not.toBeNull());
  return { seen, input: screen.getByLabelText(props.label) };
}

describe('DateTimeField', () => {
  afterEach(() => jest.useRealTimers());

  it('when a date is typed, then the form holds it as DD/MM/YYYY, and a half-typed one stays for the schema to judge', async () => {
    const { seen, input } = await renderField({ name: 'when', label: 'Date of birth', mode: 'date' }, '');
    const user = userEvent.setup();

    await user.type(input, '07/11/19');
    expect(seen.value).toBe('07/11/19');
    await user.type(input, '90');
    expect(seen.value).toBe('07/11/1990');
    expect(input).toHaveValue('07/11/1990');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('when the calendar is used with the keyboard, then it opens, walks the days, picks with Enter and closes with Escape', async () => {
    const { seen, input } = await renderField({ name: 'when', label: 'Start', mode: 'date' }, '10/03/2027');
    const user = userEvent.setup();

    await user.click(input);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(dialog).getByText('March 2027')).toBeInTheDocument();
    expect(within(dialog).getByRole('gridcell', { name: 'Choose Wednesday, 10 March 2027' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    // Weeks start on Monday.
    expect(dialog.querySelector('.react-datepicker__day-name')).toHaveTextContent('Mo');

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(seen.value).toBe('12/03/2027');
    expect(input).toHaveValue('12/03/2027');

    await user.click(input);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['the field', ''],
    ['a day of the calendar', '{ArrowDown}'],
  ])(
    'when Escape closes the calendar from %s, then the focus stays in the field and the next keys reach it',
    async (_, walk) => {
      const { seen, input } = await renderField({ name: 'when', label: 'Start', mode: 'date' }, '');
      const user = userEvent.setup();

      await user.type(input, '31/02/20');
      await screen.findByRole('dialog');
      if (walk) await user.keyboard(walk);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The library used to refocus the field and blur it again a frame later.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

      expect(input).toHaveFocus();
      await user.keyboard('00');
      expect(seen.value).toBe('31/02/2000');
    },
  );

  it('when the page is Hungarian, then the calendar names the months in Hungarian and the format is NN/HH/ÉÉÉÉ', async () => {
    const { input } = await renderField({ name: 'when', label: 'Start', mode: 'date' }, '10/03/2027', 'hu');
    const user = userEvent.setup();

    await user.click(input);
    const dialog = await screen.findByRole('dialog', { name: 'Válassz dátumot' });
    expect(within(dialog).getByText('2027. március')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('gridcell', { name: 'Kiválasztás: 2027. március 10., szerda' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Következő hónap' })).toBeInTheDocument();
    expect(input).toHaveValue('10/03/2027');
    expect(input).toHaveAttribute('placeholder', 'NN/HH/ÉÉÉÉ');
  });

  it('when a date and time is shown and typed, then it reads the 24-hour wall clock of the timezone and keeps UTC', async () => {
    const { seen, input } = await renderField(
      { name: 'when', label: 'Draft start', mode: 'dateTime', timezone: 'Europe/Budapest' },
      '2027-01-05 17:15:00',
    );
    const user = userEvent.setup();
    expect(input).toHaveValue('05/01/2027 18:15');

    await user.clear(input);
    await user.type(input, '06/01/2027 20:3');
    expect(seen.value).toBe('');
    await user.type(input, '0');
    expect(seen.value).toBe('2027-01-06 19:30:00');

    const dialog = await screen.findByRole('dialog', { name: 'Choose a date and time' });
    expect(within(dialog).getByText('20:30')).toBeInTheDocument();
    expect(within(dialog).queryByText(/PM|AM/)).not.toBeInTheDocument();
  });
});

describe('date values', () => {
  it.each([
    ['a date', '07/11/1990', 'date', 'UTC', new Date(1990, 10, 7)],
    ['a half-typed date', '7/11/', 'date', 'UTC', null],
    ['an instant in a zone', '2027-07-01 10:00:00', 'dateTime', 'Europe/Budapest', new Date(2027, 6, 1, 12, 0)],
    ['no instant', '', 'dateTime', 'Europe/Budapest', null],
  ] as const)('when the value is %s, then the calendar marks its wall clock', (_, value, mode, zone, expected) => {
    expect(pickerDateOf(value, mode, zone)).toEqual(expected);
  });

  it.each([
    ['date', '05/01/2027 18:15', '05/01/2027 18:15'],
    ['dateTime', '05/01/2027 18:15', '2027-01-05 17:15:00'],
    ['dateTime', '5/1/2027 8:05', '2027-01-05 07:05:00'],
    ['dateTime', '31/02/2027 18:15', ''],
    ['dateTime', '05/01/2027 24:00', ''],
  ] as const)('when %s text "%s" is typed, then the form holds "%s"', (mode, text, value) => {
    expect(valueOfText(text, mode, 'Europe/Budapest')).toBe(value);
  });

  it('when a picked day goes round the form, then it comes back the same', () => {
    // The day London's clocks go forward: 02:30 is summer time.
    const picked = new Date(2027, 2, 28, 2, 30);
    const value = valueOfPicked(picked, 'dateTime', 'Europe/London');
    expect(value).toBe('2027-03-28 01:30:00');
    expect(textOf(value, 'dateTime', 'Europe/London')).toBe('28/03/2027 02:30');
    expect(pickerDateOf(value, 'dateTime', 'Europe/London')).toEqual(picked);
    expect(valueOfPicked(new Date(2001, 0, 9), 'date', 'UTC')).toBe('09/01/2001');
  });
});
