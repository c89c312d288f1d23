import { toMultipart } from '.';

describe('toMultipart', () => {
  it('when a league form is converted, then fields, slides and files get the contract names', () => {
    const logo = new File(['logo'], 'logo.png', { type: 'image/png' });
    const picture = new File(['slide'], 'slide.jpg', { type: 'image/jpeg' });

    const form = toMultipart({
      name: 'Budapest Bulls',
      nbMaxTeams: 8,
      description: '',
      ownerLogo: undefined,
      logo,
      images: [
        { id: 'a'.repeat(24), title: 'Kept', image: '/api/files/f1', file: null },
        { title: 'New', file: picture },
      ],
    });

    expect([...form.keys()]).toEqual([
      'name',
      'nbMaxTeams',
      'description',
      'logo',
      'images[0][title]',
      'images[0][id]',
      'images[1][title]',
      'images[1][image]',
    ]);
    expect(form.get('nbMaxTeams')).toBe('8');
    expect(form.get('description')).toBe('');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(form.get('images[0][id]')).toBe('a'.repeat(24));
    expect((form.get('images[1][image]') as File).name).toBe('slide.jpg');
  });

  it('when there is no slide and no file, then only the text fields are sent', () => {
    const form = toMultipart({ name: 'Team', timezone: 'Europe/Budapest', logo: null, images: [] });

    expect([...form.entries()]).toEqual([
      ['name', 'Team'],
      ['timezone', 'Europe/Budapest'],
    ]);
  });
});
