import { act, screen, waitFor, within } from '@testing-library/react';
import type { Ad, AdClickCount, SessionUser, TeamLogo } from '@hfl/contracts';
import {
  readMultipart,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
  type Reply,
  TEST_CSRF_TOKEN,
  renderRemote,
  testUsers,
  findToast,
} from '@hfl/shared-ui/testing';
import registration from '../../register';

const png = (name: string, bytes = 32) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/png' });

const LOGO_A = '66b000000000000000000001';
const LOGO_B = '66b000000000000000000002';
const LOGO_NEW = '66b000000000000000000003';
const logo = (id: string): TeamLogo => ({ id, image: `/api/files/${id}` });

const blogTop: Ad = {
  id: '66c000000000000000000001',
  page: 'blog',
  placement: 'top',
  imageUrl: '/api/files/66c0000000000000000000f1',
  images: { both: '/api/files/66c0000000000000000000f1' },
  url: 'https://sponsor.example.com/blog',
};

describe('owner files page', () => {
  let server: ApiServer;
  let logos: TeamLogo[];
  let ads: Record<string, Ad>;
  let clicks: AdClickCount[];
  let uploadReply: (request: RecordedRequest) => Reply;
  let adReply: (request: RecordedRequest) => Promise<Reply>;
  // A slot's answer waits for this: a test holds it back to answer late.
  let slotAnswered: Promise<void>;

  beforeEach(async () => {
    logos = [logo(LOGO_A), logo(LOGO_B)];
    ads = { 'blog/top': blogTop };
    clicks = [];
    slotAnswered = Promise.resolve();
    uploadReply = () => {
      logos = [...logos, logo(LOGO_NEW)];
      return { status: 201, body: logo(LOGO_NEW) };
    };
    adReply = async (request) => {
      const parts = await readMultipart(request);
      const key = `${String(parts.get('page'))}/${String(parts.get('placement'))}`;
      const picture = parts.has('file') ? '/api/files/66c0000000000000000000f9' : undefined;
      const language = typeof parts.get('language') === 'string' ? String(parts.get('language')) : '';
      const ad: Ad = {
        id: ads[key]?.id ?? '66c000000000000000000009',
        page: parts.get('page') as Ad['page'],
        placement: parts.get('placement') as Ad['placement'],
        imageUrl: picture ?? ads[key]!.imageUrl,
        images: !picture
          ? ads[key]!.images
          : language
            ? { ...ads[key]?.images, [language]: picture }
            : { both: picture },
        url: String(parts.get('url')),
      };
      ads[key] = ad;
      return { status: 200, body: ad };
    };
    server = await startApiServer({
      'GET /api/team-logos': () => ({ status: 200, body: logos }),
      'POST /api/team-logos': (request) => uploadReply(request),
      [`DELETE /api/team-logos/${LOGO_B}`]: () => {
        logos = logos.filter((one) => one.id !== LOGO_B);
        return { status: 204 };
      },
      'POST /api/ads': (request) => adReply(request),
      'GET /api/ads': () => ({ status: 200, body: Object.values(ads) }),
      'GET /api/owner/ad-clicks': () => ({ status: 200, body: clicks }),
      ...Object.fromEntries(
        ['blog', 'faq', 'team'].flatMap((page) =>
          ['top', 'right'].map((placement) => [
            `GET /api/ads/${page}/${placement}`,
            async (): Promise<Reply> => {
              await slotAnswered;
              const ad = ads[`${page}/${placement}`];
              // The service answers 204 for an empty slot; the spec's 404 ("none yet") must read the same.
              if (ad) return { status: 200, body: ad };
              return page === 'faq'
                ? { status: 404, body: { error: { code: 'not_found', message: 'The requested item does not exist' } } }
                : { status: 204 };
            },
          ]),
        ),
      ),
    });
  });

  afterEach(() => server.close());

  const open = (user: SessionUser = testUsers.owner) =>
    renderRemote(registration, { path: '/owner/files', user, apiBaseUrl: server.baseUrl });

  const sent = (method: string, path: string) =>
    server.requests.filter((request) => request.method === method && request.path === path);
  const gallery = () => screen.getByRole('list', { name: 'Team Logos' });
  const logosSection = () => screen.getByRole('region', { name: 'Team Logos' });
  const adsForm = () => screen.getByRole('form', { name: 'Ads' });
  const preview = () => within(adsForm()).getByRole('figure', { name: 'Current ad' });

  describe('team logos', () => {
    it('when opened, then the gallery shows every logo with its Delete button', async () => {
      await open();

      expect(await screen.findByRole('heading', { name: 'Files and ads' })).toBeInTheDocument();
      await screen.findByRole('img', { name: 'Team logo 2' });
      const pictures = within(gallery()).getAllByRole('img');
      expect(pictures.map((img) => img.getAttribute('src'))).toEqual([`/api/files/${LOGO_A}`, `/api/files/${LOGO_B}`]);
      expect(within(gallery()).getAllByRole('button', { name: /^Delete Team logo/ })).toHaveLength(2);
    });

    it('when a logo is deleted and confirmed, then DELETE is sent, the toast says so and the gallery loses it', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Delete Team logo 2' }));

      const dialog = await screen.findByRole('dialog', { name: 'Delete team logo' });
      expect(dialog).toHaveTextContent('Are you sure you want to delete this team logo?');
      await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await findToast('Success')).toHaveTextContent('Team logo was successfully deleted!');
      await waitFor(() => expect(within(gallery()).getAllByRole('img')).toHaveLength(1));
      const [deletion] = sent('DELETE', `/api/team-logos/${LOGO_B}`);
      expect(deletion?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    });

    it('when the deletion is cancelled, then nothing is sent and the logo stays', async () => {
      const view = await open();
      await view.user.click(await screen.findByRole('button', { name: 'Delete Team logo 1' }));

      const dialog = await screen.findByRole('dialog', { name: 'Delete team logo' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
      expect(within(gallery()).getAllByRole('img')).toHaveLength(2);
    });

    it('when Upload Logo is pressed without a picture, then "Please select logo" shows and nothing is sent', async () => {
      const view = await open();
      await screen.findByRole('img', { name: 'Team logo 1' });

      await view.user.click(within(logosSection()).getByRole('button', { name: 'Upload Logo' }));

      expect(await within(logosSection()).findByText('Please select logo')).toBeInTheDocument();
      expect(sent('POST', '/api/team-logos')).toHaveLength(0);
    });

    it('when a picture is uploaded, then it goes as the multipart image, the toast says so and the gallery shows it', async () => {
      const view = await open();
      await screen.findByRole('img', { name: 'Team logo 1' });

      await view.user.upload(within(logosSection()).getByLabelText('Logo'), png('eagles.png', 48));
      await view.user.click(within(logosSection()).getByRole('button', { name: 'Upload Logo' }));

      expect(await findToast('Success')).toHaveTextContent('Team logo was successfully uploaded!');
      expect(await screen.findByRole('img', { name: 'Team logo 3' })).toHaveAttribute('src', `/api/files/${LOGO_NEW}`);
      const [upload] = sent('POST', '/api/team-logos');
      expect(upload?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      const file = (await readMultipart(upload!)).get('image') as File;
      expect([file.name, file.size]).toEqual(['eagles.png', 48]);
      expect((within(logosSection()).getByLabelText('Logo') as HTMLInputElement).files).toHaveLength(0);
    });

    it('when the service refuses the picture, then its message shows on the field', async () => {
      uploadReply = () => ({
        status: 400,
        body: {
          error: {
            code: 'input_invalid',
            message: 'Invalid data provided',
            violations: [{ property: 'image', message: 'Unsupported Format' }],
          },
        },
      });
      const view = await open();
      await screen.findByRole('img', { name: 'Team logo 1' });

      await view.user.upload(within(logosSection()).getByLabelText('Logo'), png('fake.png'));
      await view.user.click(within(logosSection()).getByRole('button', { name: 'Upload Logo' }));

      expect(await within(logosSection()).findByText('Unsupported Format')).toBeInTheDocument();
      expect(screen.queryByText('Team logo was successfully uploaded!')).not.toBeInTheDocument();
    });
  });

  describe('ads', () => {
    const overview = () => screen.findByRole('table', { name: 'Every ad' });
    const slotRow = async (name: string) =>
      within(await overview())
        .getByRole('rowheader', { name })
        .closest('tr') as HTMLElement;

    it('when opened, then every page and placement is listed with its pictures by language, link and clicks; an empty slot says so', async () => {
      ads['blog/top'] = {
        ...blogTop,
        images: { en: '/api/files/66c0000000000000000000e1', hu: '/api/files/66c0000000000000000000e2' },
      };
      ads['faq/top'] = { ...blogTop, id: '66c000000000000000000002', page: 'faq', url: '/create-league' };
      clicks = [{ ad: blogTop.id, clicks: 7 }];
      await open();

      const rows = within(await overview()).getAllByRole('row');
      // The header, then ten pages × two placements.
      expect(rows).toHaveLength(21);
      const blog = await slotRow('Blog · Top');
      expect(within(blog).getByRole('img', { name: 'Blog · Top, Hungarian picture' })).toHaveAttribute(
        'src',
        '/api/files/66c0000000000000000000e2',
      );
      expect(within(blog).getByRole('img', { name: 'Blog · Top, English picture' })).toHaveAttribute(
        'src',
        '/api/files/66c0000000000000000000e1',
      );
      expect(blog).toHaveTextContent('https://sponsor.example.com/blog');
      expect(within(blog).getAllByRole('cell').at(-1)).toHaveTextContent('7');
      const faq = await slotRow('FAQ · Top');
      expect(within(faq).getByRole('img', { name: 'FAQ · Top, Both languages picture' })).toBeInTheDocument();
      expect(within(faq).getAllByRole('cell').at(-1)).toHaveTextContent('0');
      expect(await slotRow('FAQ · Right')).toHaveTextContent('Empty slot');
      expect(await slotRow('Create league · Top')).toHaveTextContent('Empty slot');
    });

    it('when a Hungarian picture is uploaded for an ad, then its language goes with it and the overview shows it beside the old one', async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'blog');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'top');
      await waitFor(() => expect(within(form).getByLabelText('URL')).toHaveValue(blogTop.url));
      const languages = within(within(form).getByLabelText('Language')).getAllByRole('option');
      expect(languages.map((option) => option.textContent)).toEqual(['Both languages', 'English', 'Hungarian']);

      await view.user.selectOptions(within(form).getByLabelText('Language'), 'hu');
      await view.user.upload(within(form).getByLabelText('Picture'), png('magyar.png'));
      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(await findToast('Success')).toHaveTextContent('Ad was successfully saved!');
      expect((await readMultipart(sent('POST', '/api/ads')[0]!)).get('language')).toBe('hu');
      const blog = await slotRow('Blog · Top');
      expect(await within(blog).findByRole('img', { name: 'Blog · Top, Hungarian picture' })).toHaveAttribute(
        'src',
        '/api/files/66c0000000000000000000f9',
      );
      expect(within(blog).getByRole('img', { name: 'Blog · Top, Both languages picture' })).toBeInTheDocument();
    });

    it('when no slot is chosen, then the preview says "No Image" and the ten pages and two placements are offered', async () => {
      await open();

      const form = await screen.findByRole('form', { name: 'Ads' });
      expect(within(preview()).getByText('No Image')).toBeInTheDocument();
      const pages = within(within(form).getByLabelText('Page')).getAllByRole('option');
      expect(pages.map((option) => option.textContent)).toEqual([
        '-- Select page --',
        'Create league',
        'Join league',
        'League',
        'Team',
        'Game center',
        'Players',
        'Trophy room',
        'Blog',
        'Leaderboard',
        'FAQ',
      ]);
      const placements = within(within(form).getByLabelText('Placement')).getAllByRole('option');
      expect(placements.map((option) => option.getAttribute('value'))).toEqual(['', 'top', 'right']);
    });

    it("when a slot with an ad is chosen, then its picture shows and its link fills the URL; an empty slot (404) shows 'No Image'", async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });

      await view.user.selectOptions(within(form).getByLabelText('Page'), 'blog');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'top');

      expect(await within(preview()).findByRole('img', { name: 'Current ad' })).toHaveAttribute(
        'src',
        blogTop.imageUrl,
      );
      await waitFor(() => expect(within(form).getByLabelText('URL')).toHaveValue('https://sponsor.example.com/blog'));

      await view.user.selectOptions(within(form).getByLabelText('Page'), 'faq');
      expect(await within(preview()).findByText('No Image')).toBeInTheDocument();
      await waitFor(() => expect(within(form).getByLabelText('URL')).toHaveValue(''));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('when Upload Ad is pressed on an empty form, then the page, placement, picture and URL messages show and nothing is sent', async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });

      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(await within(form).findByText('Please select page')).toBeInTheDocument();
      expect(within(form).getByText('Please select ad placement')).toBeInTheDocument();
      expect(within(form).getByText('Please select picture')).toBeInTheDocument();
      expect(within(form).getByText("Please input the ad's URL")).toBeInTheDocument();
      expect(sent('POST', '/api/ads')).toHaveLength(0);
    });

    it('when the owner types a link before a slow slot answers, then the answer shows its ad but keeps the typed link', async () => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      ads['team/top'] = { ...blogTop, page: 'team', url: 'https://old.example.com/' };
      slotAnswered = answered;
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'team');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'top');

      await view.user.type(within(form).getByLabelText('URL'), 'https://typed.example.com/');
      answer();

      expect(await within(preview()).findByRole('img', { name: 'Current ad' })).toBeInTheDocument();
      // The answer's effects run after the picture shows: let them.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(within(form).getByLabelText('URL')).toHaveValue('https://typed.example.com/');
    });

    it('when the URL is not an http(s) address, then "Please input a valid URL" shows and nothing is sent', async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'team');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'right');
      await within(preview()).findByText('No Image');

      await view.user.upload(within(form).getByLabelText('Picture'), png('banner.png'));
      await view.user.type(within(form).getByLabelText('URL'), 'javascript:alert(1)');
      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(
        await within(form).findByText(
          'Please input a valid URL (http:// or https://) or a page of this site (such as /create-league)',
        ),
      ).toBeInTheDocument();
      expect(sent('POST', '/api/ads')).toHaveLength(0);
    });

    it('when an ad is uploaded for an empty slot, then the multipart POST carries it, the toast says so and the preview shows it', async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'team');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'right');
      await within(preview()).findByText('No Image');

      await view.user.upload(within(form).getByLabelText('Picture'), png('banner.png', 64));
      await view.user.type(within(form).getByLabelText('URL'), 'https://shop.example.com/');
      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(await findToast('Success')).toHaveTextContent('Ad was successfully saved!');
      expect(await within(preview()).findByRole('img', { name: 'Current ad' })).toHaveAttribute(
        'src',
        '/api/files/66c0000000000000000000f9',
      );
      const [save] = sent('POST', '/api/ads');
      expect(save?.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
      const parts = await readMultipart(save!);
      expect(Object.fromEntries([...parts.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
        page: 'team',
        placement: 'right',
        url: 'https://shop.example.com/',
        // A picture for both languages.
        language: '',
      });
      const file = parts.get('file') as File;
      expect([file.name, file.size]).toEqual(['banner.png', 64]);
      expect((within(form).getByLabelText('Picture') as HTMLInputElement).files).toHaveLength(0);
    });

    it('when a slot with an ad gets only a new URL, then it is saved without a picture', async () => {
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'blog');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'top');
      const url = within(form).getByLabelText('URL');
      await waitFor(() => expect(url).toHaveValue(blogTop.url));

      await view.user.clear(url);
      await view.user.type(url, 'https://new.example.com/');
      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(await findToast('Success')).toHaveTextContent('Ad was successfully saved!');
      const parts = await readMultipart(sent('POST', '/api/ads')[0]!);
      expect(parts.get('url')).toBe('https://new.example.com/');
      expect(parts.has('file')).toBe(false);
    });

    it('when the service refuses the URL, then its message shows on the field', async () => {
      adReply = () =>
        Promise.resolve({
          status: 400,
          body: {
            error: {
              code: 'input_invalid',
              message: 'Invalid data provided',
              violations: [{ property: 'url', message: 'This link is refused' }],
            },
          },
        });
      const view = await open();
      const form = await screen.findByRole('form', { name: 'Ads' });
      await view.user.selectOptions(within(form).getByLabelText('Page'), 'blog');
      await view.user.selectOptions(within(form).getByLabelText('Placement'), 'top');
      await within(preview()).findByRole('img', { name: 'Current ad' });

      await view.user.click(within(form).getByRole('button', { name: 'Upload Ad' }));

      expect(await within(form).findByText('This link is refused')).toBeInTheDocument();
      expect(within(form).getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
