import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hfl/shared-ui';
import { createTestI18n } from '../testing/harness';
import registration from '../register';
import { DateOfBirthField } from './date-of-birth-field';

describe('DateOfBirthField', () => {
  const renderField = async (initial: string) => {
    const i18n = await createTestI18n([registration]);
    const values: { birthDate?: string } = {};
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <Formik initialValues={{ birthDate: initial }} onSubmit={() => {}}>
            {({ values: current }) => {
              values.birthDate = current.birthDate;
              return (
                <Form>
                  <DateOfBirthField name="birthDate" legend="Date of birth" />
                </Form>
              );
            }}
          </Formik>
        </ThemeProvider>
      </I18nextProvider>,
    );
    return { values, group: screen.getByRole('group', { name: 'Date of birth' }) };
  };

  it('when opened, then it offers days 1–31, named months and the last 100 years newest first', async () => {
    const { group } = await renderField('');

    const options = (label: string) =>
      within(within(group).getByLabelText(label))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    const thisYear = new Date().getUTCFullYear();
    expect(options('Day')).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(options('Month')[0]).toBe('January');
    expect(options('Month')).toHaveLength(12);
    expect(options('Year')).toHaveLength(101);
    expect(options('Year')[0]).toBe(String(thisYear));
    expect(options('Year')[100]).toBe(String(thisYear - 100));
  });

  it('when all three parts are chosen, then the value is DD/MM/YYYY; a partial choice stays incomplete', async () => {
    const { values, group } = await renderField('');
    const user = userEvent.setup();

    await user.selectOptions(within(group).getByLabelText('Day'), '7');
    expect(values.birthDate).toBe('7//');

    await user.selectOptions(within(group).getByLabelText('Month'), '11');
    await user.selectOptions(within(group).getByLabelText('Year'), '1990');
    expect(values.birthDate).toBe('07/11/1990');

    await user.selectOptions(within(group).getByLabelText('Day'), '');
    await user.selectOptions(within(group).getByLabelText('Month'), '');
    await user.selectOptions(within(group).getByLabelText('Year'), '');
    expect(values.birthDate).toBe('');
  });

  it('when the value is a stored date, then the selects show its parts', async () => {
    const { group } = await renderField('09/12/1999');

    expect(within(group).getByLabelText('Day')).toHaveValue('9');
    expect(within(group).getByLabelText('Month')).toHaveValue('12');
    expect(within(group).getByLabelText('Year')).toHaveValue('1999');
  });
});
