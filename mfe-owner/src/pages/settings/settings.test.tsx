import { screen, waitFor } from '@testing-library/react';
import {
  startApiServer,
  type ApiServer,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

describe('owner settings page', () => {
  let server: ApiServer;
  let loadReply: Reply;
  let saveReply: Reply;

  beforeEach(async () => {
    loadReply = { status: 200, body: { timezone: 'Europe/Budapest' } };
    saveReply = { status: 200, body: { timezone: 'Europe/London' } };
    server = await startApiServer({
      'GET /api/settings': () => loadReply,
      'POST /api/settings': () => saveReply,
    });
  });

  afterEach(() => server.close());

  const open = () =>
    renderRemote(registration, { path: '/owner/settings', user: testUsers.owner, apiBaseUrl: server.baseUrl });

  const saves = () => server.requests.filter((request) => request.method === 'POST');

  it('when opened, then the timezone select is prefilled from the API and offers about 100 zones', async () => {
    await open();

    const select = await screen.findByRole('combobox', { name: 'Timezone' });
    await waitFor(() => expect(select).toHaveValue('Europe/Budapest'));
    const zones = screen.getAllByRole('option').filter((option) => option.getAttribute('value'));
    expect(zones.length).toBeGreaterThanOrEqual(95);
    expect(screen.getByRole('option', { name: /^\(UTC[+-]\d{2}:\d{2}\) Europe\/Budapest$/ })).toBeInTheDocument();
  });

  it('when the timezone is cleared and saved, then "Timezone is required" shows and nothing is sent', async () => {
    const view = await open();
    const select = await screen.findByRole('combobox', { name: 'Timezone' });

    await view.user.selectOptions(select, '');
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Timezone is required')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
  });

  it('when another timezone is saved, then it is posted and a "Settings were updated" toast shows', async () => {
    const view = await open();
    const select = await screen.findByRole('combobox', { name: 'Timezone' });

    await view.user.selectOptions(select, 'Europe/London');
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));

    const toast = (await screen.findByText('Settings were updated')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Settings were updated');
    const [save] = saves();
    expect(save?.body).toEqual({ timezone: 'Europe/London' });
    expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(select).toHaveValue('Europe/London');
  });

  it('when the server rejects the timezone, then its violation shows on the field', async () => {
    saveReply = {
      status: 400,
      body: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'timezone', message: 'This timezone is not offered' }],
        },
      },
    };
    const view = await open();
    const select = await screen.findByRole('combobox', { name: 'Timezone' });

    await view.user.selectOptions(select, 'Asia/Tokyo');
    await view.user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('This timezone is not offered')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Settings were updated')).not.toBeInTheDocument();
  });

  it('when loading the settings fails without a body, then a "Server error" toast shows and a retry loads them', async () => {
    loadReply = { status: 502 };
    const view = await open();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Server error');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    loadReply = { status: 200, body: { timezone: 'Asia/Tokyo' } };
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('combobox', { name: 'Timezone' })).toHaveValue('Asia/Tokyo');
  });
});
