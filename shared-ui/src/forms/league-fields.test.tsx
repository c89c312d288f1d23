import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { LeagueDetails } from '@hfl/contracts';
import { LeagueFields, LeagueSearchForm, leagueFormValues } from '.';
import { renderWithProviders } from '../testing/render';

const stored: LeagueDetails = {
  id: 'b'.repeat(24),
  name: 'Budapest Bulls',
  description: 'Friends from work',
  status: 'Available',
  nbMaxTeams: 10,
  nbTeams: 3,
  nbAvailableSlots: 7,
  membershipStatus: 'active',
  adminUser: null,
  createdAt: '2025-01-10T10:00:00.000Z',
  currentSeason: null,
  slides: [{ id: 'c'.repeat(24), title: 'Opening day', image: '/api/files/f1' }],
};

describe('LeagueFields', () => {
  it('when a stored league starts the form, then its fields and slides show and the sizes read "N teams"', async () => {
    await renderWithProviders(
      <Formik initialValues={leagueFormValues(stored)} onSubmit={jest.fn()}>
        <Form>
          <LeagueFields />
        </Form>
      </Formik>,
    );

    expect(screen.getByLabelText('League name')).toHaveValue('Budapest Bulls');
    expect(screen.getByLabelText('Description')).toHaveValue('Friends from work');
    const size = screen.getByRole('combobox', { name: 'Number of teams' });
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select number of teams', ...[4, 6, 8, 10, 12, 14, 16].map((count) => `${count} teams`)]);
    expect(within(screen.getByRole('group', { name: 'Slide 1' })).getByLabelText('Title')).toHaveValue('Opening day');
  });
});

describe('LeagueSearchForm', () => {
  it('when a term is searched and then reset, then the trimmed term and then "" are handed over', async () => {
    const onSearch = jest.fn();
    await renderWithProviders(<LeagueSearchForm term="" label="Search term" onSearch={onSearch} />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Search term' }), '  bulls ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(onSearch.mock.calls).toEqual([['bulls'], ['']]);
    expect(screen.getByRole('searchbox', { name: 'Search term' })).toHaveValue('');
  });
});
